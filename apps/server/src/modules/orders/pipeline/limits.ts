/** How many unfinished orders (and stale refunds) one sweeper run claims at a time, and how many it works on at once. */
export const SWEEP_BATCH = 100;
export const SWEEP_CONCURRENCY = 4;
/** A sweeper run stops after this many batches (the next run goes on), so one run never lasts for ever. */
export const SWEEP_MAX_BATCHES = 20;
