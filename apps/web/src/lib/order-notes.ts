import type { I18n, MessageDescriptor } from '@lingui/core';
import { orderNoteOf, type OrderNoteCode, type OrderReferenceNoteCode } from '@paywise/domain/order-notes';

/*
 * The notes and failure reasons the server writes on an order (packages/domain/src/order-notes.ts), in the
 * language on screen. The server stores and sends the English text; its code is read back here. English shows the
 * stored text exactly; a text without a code (a gateway's or a provider's own words) shows as stored.
 */

const NOTE_TEXT: Record<OrderNoteCode, MessageDescriptor> = {
  ORDER_CREATED: /*i18n*/ { id: 'orderNote.ORDER_CREATED', message: 'Order created' },
  PAYMENT_FAILED: /*i18n*/ { id: 'orderNote.PAYMENT_FAILED', message: 'Payment failed' },
  PAYMENT_NOT_STARTED: /*i18n*/ {
    id: 'orderNote.PAYMENT_NOT_STARTED',
    message: 'The payment could not be started. Please try again.',
  },
  PAYMENT_NOT_COMPLETED: /*i18n*/ { id: 'orderNote.PAYMENT_NOT_COMPLETED', message: 'Payment not completed' },
  PAYMENT_NOT_CAPTURED: /*i18n*/ {
    id: 'orderNote.PAYMENT_NOT_CAPTURED',
    message: 'The payment has not been completed.',
  },
  FULFILMENT_FAILED: /*i18n*/ {
    id: 'orderNote.FULFILMENT_FAILED',
    message: 'The operator could not complete this order.',
  },
  RECHARGE_FAILED: /*i18n*/ {
    id: 'orderNote.RECHARGE_FAILED',
    message: 'The operator could not complete this recharge.',
  },
  RECHARGE_NOT_SENT: /*i18n*/ {
    id: 'orderNote.RECHARGE_NOT_SENT',
    message: 'The recharge could not be sent to the operator; your payment is refunded. Please try again.',
  },
  RECHARGE_REVERSED: /*i18n*/ {
    id: 'orderNote.RECHARGE_REVERSED',
    message: 'The operator reversed this recharge.',
  },
  RECHARGE_REVERSED_AFTER_COMPLETION: /*i18n*/ {
    id: 'orderNote.RECHARGE_REVERSED_AFTER_COMPLETION',
    message: 'The operator reversed this recharge after it was completed; your payment is refunded.',
  },
  BILL_REVERSED_AFTER_COMPLETION: /*i18n*/ {
    id: 'orderNote.BILL_REVERSED_AFTER_COMPLETION',
    message: 'The biller reversed this payment after it was completed; your payment is refunded.',
  },
  BILLER_DOWN: /*i18n*/ {
    id: 'orderNote.BILLER_DOWN',
    message: 'The biller is not accepting requests right now. Please try again in a few minutes.',
  },
  BILLER_INVALID_ACCOUNT: /*i18n*/ {
    id: 'orderNote.BILLER_INVALID_ACCOUNT',
    message: 'The biller could not find a bill for these details. Please check the number and try again.',
  },
  BILLER_ALREADY_PAID: /*i18n*/ {
    id: 'orderNote.BILLER_ALREADY_PAID',
    message: 'This bill has already been paid.',
  },
  BILLER_PAYMENT_FAILED: /*i18n*/ {
    id: 'orderNote.BILLER_PAYMENT_FAILED',
    message: 'The biller could not accept this payment.',
  },
  BILLER_NOT_A_BILL: /*i18n*/ {
    id: 'orderNote.BILLER_NOT_A_BILL',
    message: 'This order cannot be delivered through Bharat Connect, which pays fetched bills only.',
  },
  SANDBOX_DECLINED: /*i18n*/ {
    id: 'orderNote.SANDBOX_DECLINED',
    message: 'Payment declined by the bank (sandbox test identifier ending in 0000).',
  },
  SANDBOX_CARD_DECLINED: /*i18n*/ {
    id: 'orderNote.SANDBOX_CARD_DECLINED',
    message: 'Card declined by the bank (sandbox: card 4111 1111 1111 1111 pays).',
  },
  SANDBOX_BILLER_FAILED: /*i18n*/ {
    id: 'orderNote.SANDBOX_BILLER_FAILED',
    message: 'The operator could not complete this recharge (sandbox test identifier ending in 2222).',
  },
};

const REFERENCE_TEXT: Record<OrderReferenceNoteCode, MessageDescriptor> = {
  PAYMENT_CAPTURED: /*i18n*/ { id: 'orderNote.PAYMENT_CAPTURED', message: 'Payment captured: {reference}' },
  FULFILLED: /*i18n*/ { id: 'orderNote.FULFILLED', message: 'Fulfilled: {reference}' },
  REFUNDED: /*i18n*/ { id: 'orderNote.REFUNDED', message: 'Refunded: {reference}' },
};

/** Our sentence, then the provider's own words (as they came). */
const WITH_REASON: MessageDescriptor = /*i18n*/ {
  id: 'orderNote.withReason',
  message: '{note} Reason: {reason}',
};

/** A descriptor of the tables above with its values. */
const say = (i18n: I18n, descriptor: MessageDescriptor, values: Record<string, string>) =>
  i18n._(descriptor.id, values, { message: descriptor.message });

/** An order's note or failure reason as the customer reads it (the stored text itself in English). */
export function orderNoteText(i18n: I18n, text: string): string;
export function orderNoteText(i18n: I18n, text: string | null | undefined): string | null;
export function orderNoteText(i18n: I18n, text: string | null | undefined): string | null {
  if (!text) return text ?? null;
  if (i18n.locale === 'en') return text;
  const note = orderNoteOf(text);
  if (!note) return text;
  if ('reference' in note) return say(i18n, REFERENCE_TEXT[note.code], { reference: note.reference });
  const sentence = i18n._(NOTE_TEXT[note.code]);
  return note.reason ? say(i18n, WITH_REASON, { note: sentence, reason: note.reason }) : sentence;
}
