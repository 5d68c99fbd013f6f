// The summary comes after Proceed: its code (with the page's wiring of it, summary-panel.tsx) is not in the first
// page (bench/bundle-size.mjs), fetched on the first Proceed (or when a restored summary needs it) and focused when
// it has arrived (focusSummaryWhenDrawn).
export const loadPaymentSummary = () => import('./components/summary-panel');
// The plan browser (and the plan search in it) comes when Browse Plans is first pressed.
export const loadPlanBrowser = () => import('./components/plans-panel');

/**
 * Runs `task` when the browser is idle (after the page has become interactive), or within `timeoutMs`; returns
 * what cancels it. Safari has no requestIdleCallback: a timeout stands in.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
