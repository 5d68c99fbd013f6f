import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { OrderPayment } from '@paywise/domain/contracts/payments';
import { useLingui } from '@lingui/react';
import { formatOrderId } from '@paywise/domain/format';
import { PAYMENT_METHODS, type PaymentMethod } from '@paywise/domain/payments';
import { useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFormat } from '../../../lib/i18n/format';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { SANDBOX_UPI_PAYEE, upiIntentUrl } from './payment-rules';
import { METHOD_LABELS } from './payment-method-labels';
import { CardPanel, ChoicePanel, ruleText, UpiPanel } from './sheet-methods';
import { useSheetInputs } from './use-sheet-inputs';
import { useSandboxPayment, type SheetClosing, type SheetPhase } from './use-sandbox-payment';

export interface PaymentSheetProps {
  open: boolean;
  orderId: number;
  payment: OrderPayment;
  /** What is being paid for, e.g. 'Mobile Recharge'. */
  serviceName: string;
  /** The payment was captured and confirmed: the order as the server answered it. */
  onPaid(order: OrderDto): void;
  /** The customer closed the sheet: without paying, or after a payment that may have been taken. */
  onClose(closing: SheetClosing): void;
  /**
   * The server will take no payment for this order any more (it expired unpaid, or was paid elsewhere): the
   * sheet closes and the next Pay is a new order.
   */
  onNotPayable(message: string): void;
}

/** Phones get an "Open UPI app" link; screens with a pointer get the QR code to scan with a phone. */
const PHONE_QUERY = '(max-width: 639px), (hover: none) and (pointer: coarse)';

/** What the sheet says about the payment under way: processing, declined, not reached, not confirmed yet. */
function SheetNotices({ phase, onConfirmAgain }: { phase: SheetPhase; onConfirmAgain(): void }) {
  const { i18n } = useLingui();
  return (
    <>
      <div aria-live="polite" className="sr-only">
        {phase.name === 'paying'
          ? i18n._({ id: 'services.sheet.paying', message: 'Processing your payment...' })
          : ''}
        {phase.name === 'confirming'
          ? i18n._({
              id: 'services.sheet.confirming',
              message: 'Payment received, confirming your order...',
            })
          : ''}
      </div>
      {phase.name === 'failed' ? (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">
            {i18n._({ id: 'services.sheet.failedTitle', message: 'Payment failed' })}
          </p>
          <p className="mt-0.5">{phase.reason}</p>
          <p className="mt-1">
            {i18n._({
              id: 'services.sheet.failedHint',
              message: 'No money was taken. You can try again, with this or another method.',
            })}
          </p>
        </div>
      ) : null}
      {phase.name === 'error' ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {phase.message}
        </p>
      ) : null}
      {phase.name === 'confirmFailed' ? (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p>{phase.message}</p>
          <Button variant="secondary" className="mt-2" onClick={onConfirmAgain}>
            {i18n._({ id: 'services.sheet.tryAgain', message: 'Try again' })}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The sandbox gateway's payment sheet for one order: UPI (QR code or the phone's UPI app, or a UPI ID), cards,
 * net banking and wallets (sheet-methods.tsx). A declined payment is told here and may be tried again on the same
 * order; a captured one is confirmed with the server (use-sandbox-payment.ts), then `onPaid` takes the customer to
 * the order.
 */
export default function PaymentSheet({
  open,
  orderId,
  payment,
  serviceName,
  onPaid,
  onClose,
  onNotPayable,
}: PaymentSheetProps) {
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const sandbox = useSandboxPayment({ orderId, payment, onPaid, onNotPayable });
  const { isBusy, canPay } = sandbox;
  const inputs = useSheetInputs(open, (body) => void sandbox.pay(body));
  const isPhone = useMediaQuery(PHONE_QUERY);
  const idPrefix = useId();
  const { i18n } = useLingui();
  const format = useFormat();
  const methodTabs = PAYMENT_METHODS.map((value) => ({ value, label: i18n._(METHOD_LABELS[value]) }));
  const amount = format.paise(payment.amountPaise);

  const close = () => {
    const closing = sandbox.close();
    if (closing !== undefined) onClose(closing);
  };

  const payText = i18n._({ id: 'services.sheet.pay', message: 'Pay {amount}', values: { amount } });
  const payButton = (
    <Button type="submit" block disabled={!canPay} aria-busy={isBusy || undefined}>
      {isBusy ? i18n._({ id: 'services.sheet.processing', message: 'Processing...' }) : payText}
    </Button>
  );

  let panel: ReactNode;
  if (method === 'UPI') {
    panel = (
      <UpiPanel
        amount={amount}
        intent={upiIntentUrl(SANDBOX_UPI_PAYEE, payment.amountPaise, payment.gatewayOrderId)}
        isPhone={isPhone}
        vpa={inputs.vpa}
        offeredVpa={inputs.offeredVpa}
        vpaError={ruleText(i18n, inputs.vpaError)}
        onVpaChange={inputs.changeVpa}
        isForgetting={inputs.isForgettingVpa}
        onForget={inputs.forgetVpa}
        onSubmit={inputs.onUpi}
        payButton={payButton}
      />
    );
  } else if (method === 'CARD') {
    panel = (
      <CardPanel
        idPrefix={idPrefix}
        card={inputs.card}
        network={inputs.network}
        errors={{
          number: ruleText(i18n, inputs.cardErrors.number),
          expiry: ruleText(i18n, inputs.cardErrors.expiry),
          cvv: ruleText(i18n, inputs.cardErrors.cvv),
        }}
        onChange={inputs.changeCard}
        onSubmit={inputs.onCard}
        payButton={payButton}
      />
    );
  } else {
    panel = (
      <ChoicePanel
        idPrefix={idPrefix}
        method={method}
        amount={amount}
        chosen={inputs.chosen(method)}
        onChoose={(code) => inputs.choose(method, code)}
        error={ruleText(i18n, inputs.choiceError)}
        buttons={
          <div className="grid grid-cols-2 gap-3">
            <Button
              onClick={() => inputs.onChoice(method, 'success')}
              disabled={!canPay}
              aria-busy={isBusy || undefined}
            >
              {i18n._({ id: 'services.sheet.success', message: 'Success' })}
            </Button>
            <Button variant="secondary" onClick={() => inputs.onChoice(method, 'failure')} disabled={!canPay}>
              {i18n._({ id: 'services.sheet.failure', message: 'Failure' })}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      variant="sheet"
      isDismissable={!isBusy}
      title={payText}
      subtitle={i18n._({
        id: 'services.sheet.subtitle',
        message: '{service} · Order {orderId}',
        values: { service: serviceName, orderId: formatOrderId(orderId) },
      })}
    >
      <div data-testid="payment-sheet">
        <SheetNotices
          phase={sandbox.phase}
          onConfirmAgain={() => {
            if (sandbox.phase.name === 'confirmFailed') void sandbox.confirm(sandbox.phase.captured);
          }}
        />
        <Tabs
          label={i18n._({ id: 'services.sheet.method', message: 'Payment method' })}
          idPrefix={`${idPrefix}-method`}
          tabs={methodTabs}
          value={method}
          onChange={(next) => {
            setMethod(next);
            inputs.clearChoiceError();
          }}
        />
        <TabPanel idPrefix={`${idPrefix}-method`} tabs={methodTabs} value={method} className="pt-4">
          {panel}
        </TabPanel>
      </div>
    </Modal>
  );
}
