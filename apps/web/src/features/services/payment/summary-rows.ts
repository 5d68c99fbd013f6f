import type { I18n } from '@lingui/core';
import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { identifierLabelOf } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import type { ServiceFormState } from '../service-form-state';
import type { SummaryRow } from './payment-summary';

/** What the summary says is paid for: number, operator and circle on MOBILE pages, else biller and account. */
export function summaryRowsOf(
  i18n: I18n,
  def: ServiceDefinition,
  values: ServiceFormState['values'],
): SummaryRow[] {
  if (def.identifier.orderField === 'number') {
    return [
      {
        label: i18n._({ id: 'services.summary.mobileNumber', message: 'Mobile Number' }),
        value: values.identifier,
        isIdentifier: true,
      },
      { label: i18n._({ id: 'services.summary.operator', message: 'Operator' }), value: values.operator },
      // A postpaid bill has no circle.
      ...(def.hasCircle
        ? [{ label: i18n._({ id: 'services.summary.circle', message: 'Circle' }), value: values.circle }]
        : []),
    ];
  }
  return [
    { label: serviceText(i18n, def, 'operatorLabel'), value: values.operator },
    {
      label: catalogueText(i18n, identifierLabelOf(def, values.operator)),
      value: normalizeIdentifier(def, values.identifier),
      isIdentifier: true,
    },
  ];
}
