import type { LateRefundDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { lateRefundNotice } from '@paywise/domain/order-states';

/** One line on the order page per payment the order could not take (refunded, or being refunded). */
export interface LateRefundLine {
  key: string;
  text: string;
  refundReference: string | null;
}

/** The order's late refunds as the order page says them, oldest payment first (issue 25). */
export function lateRefundLines(
  refunds: readonly LateRefundDto[] | undefined,
  /** `withClock`: the order page shows the refunds with their dates (decision 0024). */
  { withClock = false }: { withClock?: boolean } = {},
): LateRefundLine[] {
  return [...(refunds ?? [])]
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
    .map((refund) => ({
      key: refund.paymentReference,
      text: lateRefundNotice(
        refund,
        formatInr(refund.amount),
        refund.refundedAt ? formatDate(refund.refundedAt) || null : null,
        withClock,
      ),
      refundReference: refund.refundReference,
    }));
}
