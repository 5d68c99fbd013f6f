/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it). Plan-expiry reminders (docs/decisions/0025).
 */
export { planReminderJobs } from './jobs';
