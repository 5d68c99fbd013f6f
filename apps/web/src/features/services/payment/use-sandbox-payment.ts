import type { OrderDto } from '@paywise/domain/contracts/orders';
import type {
  OrderPayment,
  SandboxPaymentBody,
  SandboxPaymentResult,
} from '@paywise/domain/contracts/payments';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { payInSandbox } from '../api/pay-in-sandbox';
import { confirmCapturedPayment } from './confirm-captured-payment';

const PAY_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.sheet.payFailed',
  message: 'The payment could not be made. Please try again.',
};

type Captured = Extract<SandboxPaymentResult, { status: 'captured' }>;

export type SheetPhase =
  | { name: 'idle' }
  | { name: 'paying' }
  | { name: 'failed'; reason: string }
  /** `mayHaveReachedGateway`: no answer, or the server failed: the payment may have been taken all the same. */
  | { name: 'error'; message: string; mayHaveReachedGateway: boolean }
  /** Captured by the gateway, not yet confirmed by the server (kept so a retry never pays twice). */
  | { name: 'confirming'; captured: Captured }
  | { name: 'confirmFailed'; message: string; captured: Captured };

/**
 * What closing the sheet leaves behind: no payment (with the last declined payment's reason, for the summary), or
 * a payment the gateway took or may have taken, which only the order page, following the order, may speak about.
 */
export type SheetClosing = { outcome: 'notPaid'; detail: string | null } | { outcome: 'mayBePaid' };

export interface SandboxPaymentOptions {
  orderId: number;
  payment: OrderPayment;
  onPaid(order: OrderDto): void;
  onNotPayable(message: string): void;
}

/**
 * The sandbox sheet's payment of one order: a declined payment may be tried again on the same order; a captured
 * one is confirmed (the one confirmation, confirm-captured-payment.ts), and only its confirmation may be retried.
 */
export function useSandboxPayment({ orderId, payment, onPaid, onNotPayable }: SandboxPaymentOptions) {
  const [phase, setPhase] = useState<SheetPhase>({ name: 'idle' });
  /** The last declined payment's reason: the summary says it when the sheet closes. */
  const lastFailure = useRef<string | null>(null);
  const { i18n } = useLingui();
  const isBusy = phase.name === 'paying' || phase.name === 'confirming';
  // Once the gateway captured a payment, only its confirmation may be retried: never a second payment.
  const canPay = !isBusy && phase.name !== 'confirmFailed';

  const confirm = async (captured: Captured) => {
    setPhase({ name: 'confirming', captured });
    const confirmation = await confirmCapturedPayment(i18n, {
      orderId,
      body: {
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: captured.paymentId,
        signature: captured.signature,
      },
      next: 'tryAgain',
    });
    if (confirmation.isConfirmed) onPaid(confirmation.order);
    else setPhase({ name: 'confirmFailed', captured, message: confirmation.message });
  };

  const pay = async (body: Omit<SandboxPaymentBody, 'gatewayOrderId'>) => {
    if (!canPay) return;
    setPhase({ name: 'paying' });
    let result: SandboxPaymentResult;
    try {
      result = await payInSandbox({ gatewayOrderId: payment.gatewayOrderId, ...body });
    } catch (caught) {
      if (hasErrorCode(caught, 'ORDER_NOT_PAYABLE', 'ORDER_ALREADY_PAID')) {
        setPhase({ name: 'idle' });
        onNotPayable(errorMessage(caught, i18n._(PAY_FAILED)));
        return;
      }
      setPhase({
        name: 'error',
        message: errorMessage(caught, i18n._(PAY_FAILED)),
        mayHaveReachedGateway: !(caught instanceof ApiError) || caught.status >= 500,
      });
      return;
    }
    if (result.status === 'failed') {
      lastFailure.current = result.reason;
      setPhase({ name: 'failed', reason: result.reason });
      return;
    }
    lastFailure.current = null;
    await confirm(result);
  };

  /** The sheet closes (not while paying: undefined then). */
  const close = (): SheetClosing | undefined => {
    if (isBusy) return undefined;
    if (phase.name === 'confirmFailed') return { outcome: 'mayBePaid' };
    const mayBePaid = phase.name === 'error' && phase.mayHaveReachedGateway;
    setPhase({ name: 'idle' });
    return mayBePaid ? { outcome: 'mayBePaid' } : { outcome: 'notPaid', detail: lastFailure.current };
  };

  return { phase, isBusy, canPay, pay, confirm, close };
}
