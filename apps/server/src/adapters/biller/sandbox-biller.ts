import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { createHash, randomBytes } from 'node:crypto';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { bbpsPaymentMode, type BillPaymentOption, type ConvenienceFeeSlab } from '@paywise/domain/bbps';
import { DAY_MS, indiaDay } from '@paywise/domain/time';
import type { Bill, Biller, BillQuery, FulfilmentOrder, FulfilmentResult, RegistryBiller } from './biller';
import {
  sandboxBillerById,
  sandboxBillerId,
  sandboxBillers,
  sandboxCategories,
  type SandboxBiller,
} from './sandbox-registry';

export { sandboxBillerId } from './sandbox-registry';

/** The sandbox's registry (sandbox-registry.ts): every category's billers, as the registry sync stores them. */
export function sandboxRegistry(): RegistryBiller[] {
  return sandboxBillers().map(({ profile: _profile, ...biller }) => biller);
}

/**
 * A biller that needs no network and always answers the same for the same account, so a customer who fetches
 * twice sees the same bill. Documented test identifiers show the other paths:
 * - an account number ending in 0000 has no bill due (fetchBill answers null);
 * - about one account in five has an overdue bill (due 1 to 10 days ago), one in ten accepts part payment
 *   (a minimum of 10 to 30 % of the amount); the bill was raised 15 to 25 days before its due date;
 * - an identifier ending in 1111 is accepted but confirmed only `pendingForMs` (30 s) after the order was placed:
 *   fulfil answers 'pending' until then, 'fulfilled' after (the sweeper asks again);
 * - an identifier ending in 2222 is refused by the operator after payment (fulfil answers 'failed');
 * - an account number ending in 3333 has a biller charging a customer convenience fee (Bharat Connect's CCF):
 *   ₹5 on bills up to ₹1,000, ₹10 above, plus 18 % GST (SANDBOX_CCF_SLABS).
 * A fetched bill carries a sandbox fetch reference, and a bill order paying one gets a sandbox B-Connect
 * transaction id and biller reference when it is fulfilled (Bharat Connect's references, as Setu answers them).
 * It keeps no state, so every server process and a restarted one give the same answer.
 */
export const SANDBOX_PENDING_SUFFIX = '1111';
export const SANDBOX_BILLER_FAIL_SUFFIX = '2222';
export const SANDBOX_CCF_SUFFIX = '3333';
/** The convenience fee slabs of a 3333 account's biller (paise; a flat fee each, as most boards charge). */
export const SANDBOX_CCF_SLABS: ConvenienceFeeSlab[] = [
  { minPaise: 100, maxPaise: 100_000, flatFee: 500, percentFee: 0 },
  { minPaise: 100_001, maxPaise: 100_000_000, flatFee: 1000, percentFee: 0 },
];
export const SANDBOX_BILLER_FAIL_REASON = ORDER_NOTES.SANDBOX_BILLER_FAILED;

const MIN_RUPEES = 500;
const MAX_RUPEES = 2499;

const CUSTOMER_NAMES = [
  'Aarav Sharma',
  'Priya Nair',
  'Rohan Mehta',
  'Ananya Iyer',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Kavya Menon',
  'Imran Qureshi',
  'Meera Joshi',
  'Harpreet Kaur',
  'Sourav Banerjee',
];

/** The sandbox registry's id of the biller a fetch is for (the one the page chose, else the catalogue's). */
function sandboxBillerOf(
  orderType: BillQuery['orderType'],
  displayType: BillQuery['displayType'],
  operator: string,
  billerId: string | undefined,
): { billerId?: string } {
  if (billerId) return { billerId };
  const def =
    SERVICE_LIST.find(
      (d) => d.bill !== 'none' && d.displayType === displayType && d.orderType === orderType,
    ) ?? SERVICE_LIST.find((d) => d.bill !== 'none' && d.orderType === orderType);
  return def ? { billerId: sandboxBillerId(def.slug, operator) } : {};
}

/**
 * The bill of a shipped biller of a kind (sandbox-registry.ts profiles), the same for the same account:
 * - creditCard: a total outstanding of ₹2,000 to ₹59,999 (the bill's amount), Minimum Due 5 % of it (at least
 *   ₹200; the least part payment under EXACT_AND_BELOW), and the options Total Outstanding, Minimum Due and a
 *   Custom Amount between them (whole rupees);
 * - loan: the month's EMI (₹1,500 to ₹29,999) as the amount, with 3 Month EMI and Foreclosure (98 % of what is
 *   outstanding) as options;
 * - insurance: a premium of ₹3,000 to ₹49,999; an overdue one offers its Late Payment Amount (5 % more);
 * - topUp and contribution: a suggested ₹500 (the biller takes any amount).
 */
function shippedBill(input: { biller: SandboxBiller; hash: Buffer; now: Date }): Bill {
  const { biller, hash } = input;
  const isOverdue = hash[10] % 5 === 0;
  const due = input.now.getTime() + (isOverdue ? -(1 + (hash[11] % 10)) : 3 + (hash[4] % 10)) * DAY_MS;
  const common = {
    billNumber: `BL${hash.readUInt32BE(5).toString().padStart(10, '0')}`,
    billDate: indiaDay(new Date(due - (15 + (hash[14] % 11)) * DAY_MS)),
    dueDate: indiaDay(new Date(due)),
    customerName: CUSTOMER_NAMES[hash[9] % CUSTOMER_NAMES.length],
    providerRef: `SBXF${randomBytes(12).toString('hex').toUpperCase()}`,
    billerId: biller.id,
    exactness: biller.exactness,
  };
  const rupees = (from: number, span: number) => from + (hash.readUInt32BE(0) % span);
  switch (biller.profile) {
    case 'creditCard': {
      const total = rupees(2_000, 58_000);
      const minimumDue = Math.max(200, Math.round(total * 0.05));
      const options: BillPaymentOption[] = [
        { name: 'Total Outstanding', amountPaise: total * 100 },
        { name: 'Minimum Due', amountPaise: minimumDue * 100 },
        { name: 'Custom Amount', minPaise: minimumDue * 100, maxPaise: total * 100, multiplePaise: 100 },
      ];
      const partial = biller.exactness === 'EXACT_AND_BELOW';
      return {
        ...common,
        amount: total,
        partialPaymentAllowed: partial,
        ...(partial ? { minimumAmount: minimumDue } : {}),
        paymentOptions: options,
      };
    }
    case 'loan': {
      const emi = rupees(1_500, 28_500);
      const outstanding = emi * (6 + (hash[15] % 30));
      return {
        ...common,
        amount: emi,
        partialPaymentAllowed: false,
        paymentOptions: [
          { name: '3 Month EMI', amountPaise: emi * 3 * 100 },
          { name: 'Foreclosure', amountPaise: Math.round(outstanding * 0.98) * 100 },
        ],
      };
    }
    case 'insurance': {
      const premium = rupees(3_000, 47_000);
      return {
        ...common,
        amount: premium,
        partialPaymentAllowed: false,
        ...(isOverdue
          ? {
              paymentOptions: [
                { name: 'Late Payment Amount', amountPaise: Math.round(premium * 1.05) * 100 },
              ],
            }
          : {}),
      };
    }
    default:
      return { ...common, amount: 500, partialPaymentAllowed: false };
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export interface SandboxBillerOptions {
  /** The clock the due dates are counted from (tests pin it). */
  now?: () => Date;
  /** How long after an order is placed a 1111 order stays pending at the operator. */
  pendingForMs?: number;
}

export function createSandboxBiller(options: SandboxBillerOptions = {}): Biller {
  const now = options.now ?? (() => new Date());
  const pendingForMs = options.pendingForMs ?? 30_000;
  return {
    async fetchBill({
      orderType,
      displayType,
      operator,
      accountNumber,
      billerId,
    }: BillQuery): Promise<Bill | null> {
      if (accountNumber.endsWith('0000')) return null;
      const hash = digest(`${operator}|${accountNumber}`);
      const found = billerId ? sandboxBillerById(billerId) : undefined;
      const shipped = found?.profile === 'page' ? undefined : found;
      if (shipped && shipped.profile !== 'plain') return shippedBill({ biller: shipped, hash, now: now() });
      const amount = MIN_RUPEES + (hash.readUInt32BE(0) % (MAX_RUPEES - MIN_RUPEES + 1));
      // Due 3 to 12 days after today (India time), or overdue by 1 to 10 days for one account in five: the same
      // account keeps the same offset.
      const isOverdue = hash[10] % 5 === 0;
      const daysAhead = isOverdue ? -(1 + (hash[11] % 10)) : 3 + (hash[4] % 10);
      const billNumber = `BL${hash.readUInt32BE(5).toString().padStart(10, '0')}`;
      const due = now().getTime() + daysAhead * DAY_MS;
      // A shipped biller's own amount rule (an agent collection takes part payments, a rental an advance).
      const partialPaymentAllowed = shipped ? shipped.exactness === 'EXACT_AND_BELOW' : hash[12] % 10 === 0;
      return {
        ...(shipped && shipped.exactness !== 'EXACT' ? { exactness: shipped.exactness } : {}),
        amount,
        billNumber,
        billDate: indiaDay(new Date(due - (15 + (hash[14] % 11)) * DAY_MS)),
        dueDate: indiaDay(new Date(due)),
        customerName: CUSTOMER_NAMES[hash[9] % CUSTOMER_NAMES.length],
        partialPaymentAllowed,
        providerRef: `SBXF${randomBytes(12).toString('hex').toUpperCase()}`,
        ...sandboxBillerOf(orderType, displayType, operator, billerId),
        ...(accountNumber.endsWith(SANDBOX_CCF_SUFFIX) ? { convenienceFeeSlabs: SANDBOX_CCF_SLABS } : {}),
        ...(partialPaymentAllowed
          ? { minimumAmount: Math.max(1, Math.round((amount * (10 + (hash[13] % 21))) / 100)) }
          : {}),
      };
    },

    async *listBillers() {
      yield sandboxRegistry();
    },

    async listCategories() {
      return sandboxCategories();
    },

    /**
     * The sandbox keeps no record of what it fulfilled (it answers from the order alone): its list is empty, so
     * the reconciliation asks it about every Completed order one by one, as before.
     */
    // eslint-disable-next-line require-yield -- an empty list: nothing to yield
    async *listTransactions() {
      return;
    },

    async raiseComplaint({ transactionId, disputeType }) {
      return {
        refId: `SBXC${digest(`${transactionId}|${disputeType}`).toString('hex').slice(0, 16).toUpperCase()}`,
      };
    },

    /** Assigned, resolved within 7 days of the first question (the harmonised TAT of most utilities). */
    async complaintStatus(refId: string) {
      return {
        status: 'ASSIGNED',
        complaintId: `SBXD${refId.slice(4, 16)}`,
        tatDate: indiaDay(new Date(now().getTime() + 7 * DAY_MS)),
      };
    },

    async fulfil(order: FulfilmentOrder): Promise<FulfilmentResult> {
      const reference = `SBX${digest(`${order.id}|${order.identifier}`).toString('hex').slice(0, 12).toUpperCase()}`;
      if (order.identifier.endsWith(SANDBOX_BILLER_FAIL_SUFFIX)) {
        return { status: 'failed', reference, failureReason: SANDBOX_BILLER_FAIL_REASON };
      }
      if (
        order.identifier.endsWith(SANDBOX_PENDING_SUFFIX) &&
        now().getTime() < order.createdAt.getTime() + pendingForMs
      ) {
        return { status: 'pending', reference };
      }
      if (!order.billFetchRef) return { status: 'fulfilled', reference };
      const hash = digest(`bbps|${order.id}|${order.billFetchRef}`);
      const bbps = hash.toString('hex').toUpperCase();
      return {
        status: 'fulfilled',
        reference,
        bbpsTransactionId: `SB${bbps.slice(0, 18)}`,
        billerRef: `SBR${bbps.slice(18, 28)}`,
        // A biller's approval number is numeric (six to ten digits at most boards); ten here.
        approvalNumber: String((hash.readUInt32BE(20) % 9_000_000_000) + 1_000_000_000).padStart(10, '0'),
        paymentMode: bbpsPaymentMode(order.paymentMethod),
        channel: 'INT',
      };
    },
  };
}
