import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { randomBytes } from 'node:crypto';
import {
  NETBANKING_BANKS,
  SANDBOX_CARD_SUCCESS,
  SANDBOX_UPI_FAILURE,
  WALLETS,
  cardDigits,
  isExpiryValid,
  isLuhnValid,
  paymentMethodOf,
  type PaymentMethod,
} from '@paywise/domain/payments';
import type { SandboxPaymentBody } from '@paywise/domain/contracts/payments';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { GatewaySecrets } from '../../config';
import type { Database } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { RazorpayPayment, RazorpayWebhookEvent } from './razorpay-client';
import { signPayment, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from './razorpay-client';
import type { GatewayPayment, PaymentGateway, PaymentLookup } from './types';

/** Documented sandbox test identifier: a number or account number ending in this is always declined. */
export const SANDBOX_DECLINE_SUFFIX = '0000';
export const SANDBOX_DECLINE_REASON = ORDER_NOTES.SANDBOX_DECLINED;
export const SANDBOX_UPI_DECLINED = 'UPI payment declined (sandbox test UPI ID failure@razorpay).';
export const SANDBOX_CARD_DECLINED = ORDER_NOTES.SANDBOX_CARD_DECLINED;
export const SANDBOX_BANK_DECLINED = 'Payment failed at the bank (sandbox Failure button).';
export const SANDBOX_WALLET_DECLINED = 'Wallet payment failed (sandbox Failure button).';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Razorpay-looking id: the prefix and 14 random letters and digits (`order_…`, `pay_…`, `evt_…`). */
export function sandboxId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

const RAZORPAY_METHOD: Record<PaymentMethod, string> = {
  UPI: 'upi',
  CARD: 'card',
  NETBANKING: 'netbanking',
  WALLET: 'wallet',
};

/** The order a sandbox payment is made for, as the payment sheet's route found it. */
export interface SandboxPayable {
  gatewayOrderId: string;
  /** What the customer pays (paise). */
  amountPaise: number;
  /** The mobile or account number: one ending in 0000 is always declined. */
  identifier: string;
}

export interface SandboxPaymentOutcome {
  payment: GatewayPayment;
  /** Set for a captured payment: what Checkout would hand the browser. */
  signature: string | null;
  /** The signed webhook the gateway sends a moment later (payment.captured or payment.failed). */
  webhook: { rawBody: string; signature: string; eventId: string };
}

export type SandboxGateway = PaymentGateway & {
  /**
   * The payment sheet's test payment: validates the instrument and decides as Razorpay's test mode does. Null when
   * the gateway order already has a captured payment (nothing is made).
   */
  pay(payable: SandboxPayable, attempt: SandboxPaymentBody): Promise<SandboxPaymentOutcome | null>;
};

/** Why an attempt is refused before any payment is made (400), or null. */
function invalidAttempt(attempt: SandboxPaymentBody): string | null {
  switch (attempt.method) {
    case 'UPI':
      return attempt.vpa ? null : 'Enter your UPI ID (e.g. success@razorpay).';
    case 'CARD': {
      if (!isLuhnValid(cardDigits(attempt.cardNumber ?? ''))) return 'Enter a valid card number.';
      if (!isExpiryValid(attempt.cardExpiry ?? '')) return 'Enter a valid expiry date (MM/YY).';
      return /^\d{3,4}$/.test(attempt.cardCvv ?? '') ? null : 'Enter the 3 or 4 digit CVV.';
    }
    case 'NETBANKING':
      if (!NETBANKING_BANKS.some((bank) => bank.code === attempt.bank)) return 'Choose your bank.';
      return attempt.outcome ? null : 'Choose Success or Failure.';
    case 'WALLET':
      if (!WALLETS.some((wallet) => wallet.code === attempt.wallet)) return 'Choose a wallet.';
      return attempt.outcome ? null : 'Choose Success or Failure.';
  }
}

/** Why the sandbox declines this attempt (Razorpay's documented test instruments), or null when it pays. */
function declineReason(payable: SandboxPayable, attempt: SandboxPaymentBody): string | null {
  if (payable.identifier.endsWith(SANDBOX_DECLINE_SUFFIX)) return SANDBOX_DECLINE_REASON;
  switch (attempt.method) {
    case 'UPI':
      return attempt.vpa?.toLowerCase() === SANDBOX_UPI_FAILURE ? SANDBOX_UPI_DECLINED : null;
    case 'CARD':
      return cardDigits(attempt.cardNumber ?? '') === SANDBOX_CARD_SUCCESS ? null : SANDBOX_CARD_DECLINED;
    case 'NETBANKING':
      return attempt.outcome === 'success' ? null : SANDBOX_BANK_DECLINED;
    case 'WALLET':
      return attempt.outcome === 'success' ? null : SANDBOX_WALLET_DECLINED;
  }
}

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

const toGatewayPayment = (row: SandboxPaymentRow): GatewayPayment => ({
  id: row.id,
  gatewayOrderId: row.gatewayOrderId,
  amountPaise: row.amountPaise,
  currency: row.currency,
  status: row.status === 'captured' || row.status === 'refunded' ? row.status : 'failed',
  method: paymentMethodOf(row.method),
  failureReason: row.errorDescription,
  vpa: row.vpa,
});

/** The payment entity of a webhook, shaped as Razorpay's. */
const razorpayEntity = (row: SandboxPaymentRow): RazorpayPayment => ({
  id: row.id,
  entity: 'payment',
  amount: row.amountPaise,
  currency: row.currency,
  status: row.status === 'captured' || row.status === 'refunded' ? row.status : 'failed',
  order_id: row.gatewayOrderId,
  method: row.method,
  amount_refunded: 0,
  refund_status: null,
  captured: row.status === 'captured',
  description: 'PayWise sandbox payment',
  notes: [],
  error_code: row.status === 'captured' ? null : 'BAD_REQUEST_ERROR',
  error_description: row.errorDescription,
  vpa: row.vpa,
  created_at: Math.floor(row.createdAt.getTime() / 1000),
});

const sandboxRefundId = (paymentId: string) => `sandbox_rfnd_${paymentId.replace(/^pay_/, '')}`;

/**
 * The sandbox gateway (the default): it behaves like Razorpay, with no network and no money. Gateway orders get
 * Razorpay-looking ids; payments made in the app's payment sheet are kept in `sandbox_payments` (a real gateway
 * keeps them on its side), so the sweeper's question has the same answer from any process or after a restart;
 * payment and webhook signatures are Razorpay's, keyed with secrets generated into DATA_DIR. Refunds are
 * immediate (`sandbox_rfnd_<payment id without pay_>`: asking twice gives the same refund).
 */
export function createSandboxGateway(db: Database, secrets: GatewaySecrets): SandboxGateway {
  const find = (paymentId: string) =>
    db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);

  return {
    name: 'sandbox',
    keyId: secrets.keyId,
    async createOrder() {
      return { gatewayOrderId: sandboxId('order') };
    },
    mintOrderId: () => sandboxId('order'),
    async fetchPayment(paymentId) {
      const [row] = await find(paymentId);
      if (!row)
        throw badRequest('PAYMENT_NOT_FOUND_AT_GATEWAY', 'The payment could not be found at the gateway.');
      return toGatewayPayment(row);
    },
    async findPayment(gatewayOrderId): Promise<PaymentLookup> {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId))
        .orderBy(desc(sandboxPayments.createdAt));
      const captured = rows.find((row) => row.status === 'captured');
      if (captured) return { status: 'captured', payment: toGatewayPayment(captured) };
      const failed = rows.find((row) => row.status === 'failed');
      if (failed)
        return { status: 'failed', failureReason: failed.errorDescription ?? ORDER_NOTES.PAYMENT_FAILED };
      return { status: 'none' };
    },
    async listCaptured(from, to) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.status, 'captured'),
            gte(sandboxPayments.createdAt, from),
            lt(sandboxPayments.createdAt, to),
          ),
        )
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map(toGatewayPayment);
    },
    async refund({ paymentId }) {
      // The payment is marked refunded (a new payment may then be made on its gateway order, as at Razorpay once
      // a payment is given back); asking twice gives the same refund.
      await db.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, paymentId));
      return { reference: sandboxRefundId(paymentId), status: 'processed' };
    },
    async refundStatus(paymentId, refundId) {
      // Sandbox refunds are immediate; a reference that is not this payment's refund is not ours to settle.
      const [row] = await find(paymentId);
      return row?.status === 'refunded' && refundId === sandboxRefundId(paymentId) ? 'processed' : 'pending';
    },
    verifyPaymentSignature(gatewayOrderId, paymentId, signature) {
      return verifyPaymentSignature({
        orderId: gatewayOrderId,
        paymentId,
        signature,
        keySecret: secrets.keySecret,
      });
    },
    verifyWebhookSignature(rawBody, signature) {
      return verifyWebhookSignature({ rawBody, signature, webhookSecret: secrets.webhookSecret });
    },
    async pay(payable, attempt) {
      const invalid = invalidAttempt(attempt);
      if (invalid) throw badRequest('VALIDATION', invalid);
      const reason = declineReason(payable, attempt);
      // One statement: no payment is made on a gateway order that already has a captured one (null: paid).
      const inserted = (await db.execute(sql`
        insert into sandbox_payments (id, gateway_order_id, amount_paise, currency, method, status, error_description, vpa)
        select ${sandboxId('pay')}, ${payable.gatewayOrderId}, ${payable.amountPaise}, 'INR',
               ${RAZORPAY_METHOD[attempt.method]}, ${reason ? 'failed' : 'captured'}, ${reason},
               ${attempt.method === 'UPI' ? (attempt.vpa ?? null) : null}
        where not exists (
          select 1 from sandbox_payments where gateway_order_id = ${payable.gatewayOrderId} and status = 'captured'
        )
        returning id, gateway_order_id, amount_paise, currency, method, status, error_description, vpa, created_at`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      const raw = inserted.rows[0];
      if (!raw) return null;
      const row: SandboxPaymentRow = {
        id: String(raw.id),
        gatewayOrderId: String(raw.gateway_order_id),
        amountPaise: Number(raw.amount_paise),
        currency: String(raw.currency),
        method: String(raw.method),
        status: String(raw.status),
        errorDescription: raw.error_description === null ? null : String(raw.error_description),
        vpa: raw.vpa === null || raw.vpa === undefined ? null : String(raw.vpa),
        createdAt: new Date(raw.created_at as string | Date),
      };
      const event: RazorpayWebhookEvent = {
        entity: 'event',
        account_id: 'acc_sandbox',
        event: reason ? 'payment.failed' : 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: razorpayEntity(row) } },
        created_at: Math.floor(Date.now() / 1000),
      };
      const rawBody = JSON.stringify(event);
      return {
        payment: toGatewayPayment(row),
        signature: reason
          ? null
          : signPayment({ orderId: row.gatewayOrderId, paymentId: row.id, keySecret: secrets.keySecret }),
        webhook: {
          rawBody,
          signature: signWebhook({ rawBody, webhookSecret: secrets.webhookSecret }),
          eventId: sandboxId('evt'),
        },
      };
    },
  };
}
