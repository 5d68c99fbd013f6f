/** How the order pipeline card words ages and times: short, in the units an admin reads at a glance. */

/** 45 -> '45 s', 150 -> '2 min', 3900 -> '1 h 5 min', 97200 -> '1 d 3 h'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) {
    const minutes = Math.floor((s % 3600) / 60);
    return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((s % 86_400) / 3600);
  return `${Math.floor(s / 86_400)} d${hours ? ` ${hours} h` : ''}`;
}

/** Whole seconds from `at` (ISO text) to `now` (ms); null when `at` is missing or unreadable. */
export function secondsSince(at: string | null, now: number): number | null {
  if (!at) return null;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return null;
  // A server clock a little ahead of this one must not read as the future.
  return Math.max(0, Math.floor((now - time) / 1000));
}

/** '12 s ago', '3 min ago', 'just now'; 'never' when the job has not run yet. */
export function formatAgo(at: string | null, now: number): string {
  const seconds = secondsSince(at, now);
  if (seconds === null) return 'never';
  if (seconds < 2) return 'just now';
  return `${formatDuration(seconds)} ago`;
}
