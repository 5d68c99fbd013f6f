/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { complaintJobs } from './jobs';
export { complaintRoutes } from './routes';
export { complaintsOfUser } from './service';
export { bbpsComplaintUpdate, pollBbpsComplaints } from './service';
