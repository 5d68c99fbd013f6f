/** The admin date filters' one message for a date not typed as dd-mm-yyyy (or not a real day). */
export const DAY_TEXT_MESSAGE = 'Enter the date as dd-mm-yyyy, e.g. 27-11-2026.';

/**
 * A date filter as typed (dd-mm-yyyy, as the app shows dates; '/' or '.' between the parts are taken too): the
 * ISO day (YYYY-MM-DD) the API's from/to take, '' for an empty field, or the message for anything else.
 */
export function readDayText(text: string): { ok: true; day: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, day: '' };
  const match = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return { ok: false, message: DAY_TEXT_MESSAGE };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isReal || year < 2000) return { ok: false, message: DAY_TEXT_MESSAGE };
  return { ok: true, day: `${match[3]}-${match[2]}-${match[1]}` };
}
