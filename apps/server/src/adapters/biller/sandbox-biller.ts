import { createHash } from 'node:crypto';
import type { Bill, Biller, BillQuery, FulfilmentOrder, FulfilmentResult } from './biller';

/**
 * A biller that needs no network and always answers the same for the same account, so a customer who fetches
 * twice sees the same bill. Documented test identifiers show the other paths:
 * - an account number ending in 0000 has no bill due (fetchBill answers null);
 * - an identifier ending in 1111 is accepted but not confirmed (fulfil answers 'pending').
 */

const MIN_RUPEES = 500;
const MAX_RUPEES = 2499;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

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

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** YYYY-MM-DD of a moment in India. */
function indiaDate(time: number): string {
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface SandboxBillerOptions {
  /** The clock the due dates are counted from (tests pin it). */
  now?: () => Date;
}

export function createSandboxBiller(options: SandboxBillerOptions = {}): Biller {
  const now = options.now ?? (() => new Date());
  return {
    async fetchBill({ operator, accountNumber }: BillQuery): Promise<Bill | null> {
      if (accountNumber.endsWith('0000')) return null;
      const hash = digest(`${operator}|${accountNumber}`);
      const amount = MIN_RUPEES + (hash.readUInt32BE(0) % (MAX_RUPEES - MIN_RUPEES + 1));
      // Due 3 to 12 days after today (India time): the same account keeps the same offset.
      const daysAhead = 3 + (hash[4] % 10);
      const billNumber = `BL${hash.readUInt32BE(5).toString().padStart(10, '0')}`;
      return {
        amount,
        billNumber,
        dueDate: indiaDate(now().getTime() + daysAhead * DAY_MS),
        customerName: CUSTOMER_NAMES[hash[9] % CUSTOMER_NAMES.length],
      };
    },

    async fulfil(order: FulfilmentOrder): Promise<FulfilmentResult> {
      const reference = `SBX${digest(`${order.id}|${order.identifier}`).toString('hex').slice(0, 12).toUpperCase()}`;
      return { status: order.identifier.endsWith('1111') ? 'pending' : 'fulfilled', reference };
    },
  };
}
