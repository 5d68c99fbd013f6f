/** Public entry: what app.ts uses of this module (it imports nothing else of it). */
export { rechargeRoutes } from './routes';
export {
  createRechargeWallet,
  keepBillNotice,
  rechargeJobs,
  redriveRechargeNotices,
  unansweredNotices,
  type RechargeWalletService,
} from './service';
