import { isPositiveAmount } from '@paywise/domain/catalogue/form-rules';
import type { ValidationCheck } from '@paywise/domain/catalogue/types';
import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import type { I18n } from '@lingui/core';
import { hasErrorCode } from '../../lib/api-client';
import { inr } from './bill-rules';

/** The server's least and most amount of one order (GET /api/payments/config). */
export type AmountLimits = PaymentsConfig['amountLimits'];

/**
 * An amount outside the server's limits, in the words the page shows under the amount field ('Amount must be at
 * most ₹1,00,000.'); null when it is within them. `minRupees` may be raised by the page's own least amount.
 */
export function amountLimitText(i18n: I18n, limits: AmountLimits, amount: number): string | null {
  if (amount > limits.maxRupees) {
    return i18n._({
      id: 'services.form.amountAtMost',
      message: 'Amount must be at most {max}.',
      values: { max: inr(limits.maxRupees) },
    });
  }
  if (amount < limits.minRupees) {
    return i18n._({
      id: 'services.form.amountAtLeast',
      message: 'Amount must be at least {min}.',
      values: { min: inr(limits.minRupees) },
    });
  }
  return null;
}

/**
 * POST /orders refused the amount as outside the limits (400 VALIDATION, fieldCodes.amount TOO_LARGE or TOO_SMALL):
 * the same words with the limit, in the language on screen, never the server's 'amount: must be at most ₹1,00,000'.
 * Null for any other refusal, or when the limits are not known.
 */
export function amountRefusalText(
  i18n: I18n,
  caught: unknown,
  limits: AmountLimits | undefined,
): string | null {
  if (!limits || !hasErrorCode(caught, 'VALIDATION')) return null;
  const code = caught.fieldCodes?.amount;
  if (code === 'TOO_LARGE') return amountLimitText(i18n, { ...limits, minRupees: 0 }, Infinity);
  if (code === 'TOO_SMALL') return amountLimitText(i18n, { ...limits, maxRupees: Infinity }, -Infinity);
  return null;
}

/**
 * The server's limits as a failed check of the amount field: said under the field before the summary, never a
 * refusal after Pay. Null while the limits are not known, or for an amount within them (or none yet).
 */
export function amountLimitCheck({
  i18n,
  limits,
  amount,
}: {
  i18n: I18n;
  limits: AmountLimits | null;
  /** The amount as typed (rupees). */
  amount: string;
}): ValidationCheck | null {
  if (!limits || !isPositiveAmount(amount)) return null;
  const message = amountLimitText(i18n, limits, Number(amount.trim()));
  return message ? { field: 'amount', message } : null;
}
