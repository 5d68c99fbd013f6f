import { useLingui } from '@lingui/react';
import { catalogueText } from '../lib/i18n/catalogue';
import { SANDBOX_RIBBON_TEXT } from '@paywise/domain/payments';
import { usePaymentsConfig } from '../lib/payments-config';

/** A slim ribbon on every page while payments go through the sandbox, so nobody mistakes a test for a payment. */
export function SandboxRibbon() {
  const { i18n } = useLingui();
  const { data } = usePaymentsConfig();
  if (!data?.sandbox) return null;
  return (
    <aside
      aria-label={i18n._({ id: 'shell.sandbox.label', message: 'Payments mode' })}
      data-testid="sandbox-ribbon"
      className="bg-amber-100 px-3 py-1 text-center text-xs font-medium text-amber-950"
    >
      {catalogueText(i18n, SANDBOX_RIBBON_TEXT)}
    </aside>
  );
}
