import type { LastBillPayment } from '@paywise/domain/contracts/orders';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';

interface RepeatQuestionProps {
  /** The account's recent payment (409 BILL_RECENTLY_PAID) the order would repeat. */
  lastPayment: LastBillPayment;
  isPaying: boolean;
  /** Places the order anyway (confirmRepeat). */
  onPayAgain(): void;
  onCancel(): void;
}

/**
 * A typed bill amount for an account paid a few days ago (issue 39: bills were paid twice without a word): the
 * summary asks first, with the amount and date of that payment.
 */
export function RepeatQuestion({ lastPayment, isPaying, onPayAgain, onCancel }: RepeatQuestionProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
      data-testid="repeat-question"
    >
      <p className="font-semibold">
        {i18n._({
          id: 'services.summary.repeatQuestion',
          message: 'You paid {amount} for this account on {date}. Pay again?',
          values: { amount: format.paise(lastPayment.amountPaise), date: format.date(lastPayment.paidAt) },
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={onPayAgain} aria-busy={isPaying || undefined} disabled={isPaying}>
          {i18n._({ id: 'services.summary.payAgain', message: 'Pay again' })}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isPaying}>
          {i18n._({ id: 'services.summary.cancelRepeat', message: 'Cancel' })}
        </Button>
      </div>
    </div>
  );
}
