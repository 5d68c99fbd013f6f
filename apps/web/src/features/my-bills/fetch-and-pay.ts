import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { SavedNumberDto } from '@paywise/domain/contracts/me';

/**
 * "Fetch & pay": the biller's service page with the account and biller filled in, asked to fetch the bill at once
 * (`fetch=1`), so the bill due now is on screen before anything is paid.
 */
export function fetchAndPayHref(
  def: ServiceDefinition,
  saved: Pick<SavedNumberDto, 'identifier' | 'operator' | 'circle'>,
): string {
  const isNumber = def.identifier.orderField === 'number';
  const href = repeatOrderHref({
    type: def.displayType,
    operator: saved.operator,
    mobile: isNumber ? saved.identifier : null,
    accountNumber: isNumber ? null : saved.identifier,
    circle: saved.circle,
    amount: 0,
  });
  return href ? `${href}&fetch=1` : def.route;
}
