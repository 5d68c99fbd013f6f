import type { OrderDto } from '@paywise/domain/contracts/orders';
import type {
  OrderPayment,
  SandboxPaymentBody,
  SandboxPaymentResult,
} from '@paywise/domain/contracts/payments';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { formatOrderId } from '@paywise/domain/format';
import {
  cardDigits,
  cardNetwork,
  NETBANKING_BANKS,
  PAYMENT_METHODS,
  SANDBOX_CARD_SUCCESS,
  SANDBOX_UPI_FAILURE,
  SANDBOX_UPI_SUCCESS,
  VPA_MESSAGE,
  WALLETS,
  type PaymentMethod,
} from '@paywise/domain/payments';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFormat } from '../../../lib/i18n/format';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CONTROL, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { confirmPayment } from '../api/confirm-payment';
import { useForgetLastUpi, useLastUpi } from '../../../lib/last-upi';
import { payInSandbox } from '../api/pay-in-sandbox';
import {
  BANK_REQUIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  cardCvvInvalid,
  checkCard,
  checkVpa,
  cvvLength,
  formatCardNumberInput,
  formatExpiryInput,
  SANDBOX_UPI_PAYEE,
  upiIntentUrl,
  UPI_REQUIRED,
  WALLET_REQUIRED,
  type CardErrors,
} from '../payment-rules';
import { UpiQrCode } from './upi-qr-code';
import { METHOD_LABELS } from '../payment-method-labels';

export interface PaymentSheetProps {
  open: boolean;
  orderId: number;
  payment: OrderPayment;
  /** What is being paid for, e.g. 'Mobile Recharge'. */
  serviceName: string;
  /** The payment was captured and confirmed: the order as the server answered it. */
  onPaid(order: OrderDto): void;
  /** The customer closed the sheet without paying; `failure` is the last declined payment's reason. */
  onClose(failure: string | null): void;
  /**
   * The server will take no payment for this order any more (it expired unpaid, or was paid elsewhere): the
   * sheet closes and the next Pay is a new order.
   */
  onNotPayable(message: string): void;
}

const PAY_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.sheet.payFailed',
  message: 'The payment could not be made. Please try again.',
};
const CONFIRM_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.sheet.confirmFailed',
  message: 'Your payment went through, but we could not confirm it yet. Please try again.',
};

/** The payment form's checks (payment-rules.ts, in English) in the language on screen. */
const RULE_TEXTS: Record<string, MessageDescriptor> = {
  [UPI_REQUIRED]: /*i18n*/ { id: 'services.sheet.upiRequired', message: 'Please enter your UPI ID.' },
  [VPA_MESSAGE]: /*i18n*/ { id: 'services.sheet.vpaInvalid', message: 'Enter a valid UPI ID like name@bank' },
  [CARD_NUMBER_REQUIRED]: /*i18n*/ {
    id: 'services.sheet.cardNumberRequired',
    message: 'Please enter your card number.',
  },
  [CARD_NUMBER_INVALID]: /*i18n*/ {
    id: 'services.sheet.cardNumberInvalid',
    message: 'Please enter a valid card number.',
  },
  [CARD_EXPIRY_INVALID]: /*i18n*/ {
    id: 'services.sheet.cardExpiryInvalid',
    message: 'Please enter a valid expiry date (MM/YY), not in the past.',
  },
  [BANK_REQUIRED]: /*i18n*/ { id: 'services.sheet.bankRequired', message: 'Please choose your bank.' },
  [WALLET_REQUIRED]: /*i18n*/ { id: 'services.sheet.walletRequired', message: 'Please choose your wallet.' },
};

type Phase =
  | { name: 'idle' }
  | { name: 'paying' }
  | { name: 'failed'; reason: string }
  | { name: 'error'; message: string }
  /** Captured by the gateway, not yet confirmed by the server (kept so a retry never pays twice). */
  | { name: 'confirming'; captured: Extract<SandboxPaymentResult, { status: 'captured' }> }
  | {
      name: 'confirmFailed';
      message: string;
      captured: Extract<SandboxPaymentResult, { status: 'captured' }>;
    };

/** Phones get an "Open UPI app" link; screens with a pointer get the QR code to scan with a phone. */
const PHONE_QUERY = '(max-width: 639px), (hover: none) and (pointer: coarse)';

function SandboxHint({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="sandbox-hint">
      {children}
    </p>
  );
}

const code = (text: string) => <code className="font-mono font-semibold whitespace-nowrap">{text}</code>;

/**
 * The sandbox gateway's payment sheet for one order: UPI (QR code or the phone's UPI app, or a UPI ID), cards,
 * net banking and wallets. A declined payment is told here and may be tried again on the same order; a
 * captured one is confirmed with the server, then `onPaid` takes the customer to the order.
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
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  /** What the customer typed; null until they type, when the last UPI ID they paid with is offered instead. */
  const [typedVpa, setTypedVpa] = useState<string | null>(null);
  const lastUpi = useLastUpi(open);
  const forgetLastUpi = useForgetLastUpi();
  const offeredVpa = typedVpa === null ? (lastUpi.data?.vpa ?? null) : null;
  const vpa = typedVpa ?? offeredVpa ?? '';
  const [vpaError, setVpaError] = useState<string | undefined>();
  const [card, setCard] = useState({ number: '', expiry: '', cvv: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [bank, setBank] = useState('');
  const [wallet, setWallet] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const lastFailure = useRef<string | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const idPrefix = useId();
  const { i18n } = useLingui();
  const format = useFormat();
  const methodTabs = PAYMENT_METHODS.map((value) => ({ value, label: i18n._(METHOD_LABELS[value]) }));
  const ruleText = (english: string | undefined) => {
    if (english === undefined) return undefined;
    for (const length of [3, 4]) {
      if (english === cardCvvInvalid(length)) {
        return i18n._({
          id: 'services.sheet.cvvInvalid',
          message: 'Please enter the {length}-digit CVV.',
          values: { length },
        });
      }
    }
    return RULE_TEXTS[english] ? i18n._(RULE_TEXTS[english]) : english;
  };

  const amount = format.paise(payment.amountPaise);
  const isBusy = phase.name === 'paying' || phase.name === 'confirming';
  // Once the gateway captured a payment, only its confirmation may be retried: never a second payment.
  const canPay = !isBusy && phase.name !== 'confirmFailed';
  const intent = upiIntentUrl(SANDBOX_UPI_PAYEE, payment.amountPaise, payment.gatewayOrderId);

  const close = () => {
    if (isBusy) return;
    if (phase.name !== 'confirmFailed') setPhase({ name: 'idle' });
    onClose(lastFailure.current);
  };

  const confirm = async (captured: Extract<SandboxPaymentResult, { status: 'captured' }>) => {
    setPhase({ name: 'confirming', captured });
    try {
      const order = await confirmPayment(orderId, {
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: captured.paymentId,
        signature: captured.signature,
      });
      onPaid(order);
    } catch (caught) {
      setPhase({ name: 'confirmFailed', captured, message: errorMessage(caught, i18n._(CONFIRM_FAILED)) });
    }
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
      setPhase({ name: 'error', message: errorMessage(caught, i18n._(PAY_FAILED)) });
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

  const onUpi = (event: FormEvent) => {
    event.preventDefault();
    const message = checkVpa(vpa);
    setVpaError(message ?? undefined);
    if (message) return;
    void pay({ method: 'UPI', vpa: vpa.trim() });
  };

  const onCard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = checkCard(card);
    setCardErrors(errors);
    const first = (['number', 'expiry', 'cvv'] as const).find((field) => errors[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void pay({
      method: 'CARD',
      cardNumber: cardDigits(card.number),
      cardExpiry: card.expiry,
      cardCvv: card.cvv,
    });
  };

  const onChoice = (outcome: 'success' | 'failure') => {
    if (method === 'NETBANKING') {
      if (!bank) return setChoiceError(BANK_REQUIRED);
      void pay({ method, bank, outcome });
    } else {
      if (!wallet) return setChoiceError(WALLET_REQUIRED);
      void pay({ method: 'WALLET', wallet, outcome });
    }
  };

  const network = cardNetwork(cardDigits(card.number));
  const payText = i18n._({ id: 'services.sheet.pay', message: 'Pay {amount}', values: { amount } });
  const payLabel = isBusy ? i18n._({ id: 'services.sheet.processing', message: 'Processing...' }) : payText;

  let panel: ReactNode;
  if (method === 'UPI') {
    panel = (
      <>
        {isPhone ? (
          <a
            href={intent}
            className="flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {i18n._({ id: 'services.sheet.openUpiApp', message: 'Open UPI app' })}
          </a>
        ) : (
          <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
            <UpiQrCode
              text={intent}
              label={i18n._({
                id: 'services.sheet.qrLabel',
                message: 'UPI QR code to pay {amount} to PayWise',
                values: { amount },
              })}
            />
            <div>
              <p className="font-semibold">
                {i18n._({ id: 'services.sheet.scanAndPay', message: 'Scan and pay' })}
              </p>
              <p className="mt-1 text-sm text-muted">
                {i18n._({
                  id: 'services.sheet.scanHint',
                  message:
                    'Open any UPI app on your phone (BHIM, Google Pay, PhonePe, Paytm...) and scan this code.',
                })}
              </p>
            </div>
          </div>
        )}
        <p className="my-3 text-center text-sm text-muted">
          {i18n._({ id: 'services.sheet.orUpiId', message: 'or pay with your UPI ID' })}
        </p>
        <form
          noValidate
          onSubmit={onUpi}
          aria-label={i18n._({ id: 'services.sheet.payByUpiId', message: 'Pay by UPI ID' })}
          className="flex flex-col gap-3"
        >
          <TextField
            label={i18n._({ id: 'services.sheet.upiId', message: 'UPI ID' })}
            name="vpa"
            placeholder="name@bank"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={320}
            value={vpa}
            error={ruleText(vpaError)}
            onChange={(event) => {
              setTypedVpa(event.target.value);
              setVpaError(undefined);
            }}
          />
          {offeredVpa ? (
            <div
              className="-mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm text-muted"
              data-testid="last-upi"
            >
              <p>{i18n._({ id: 'services.sheet.lastUpi', message: 'The UPI ID of your last payment.' })}</p>
              <button
                type="button"
                className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                disabled={forgetLastUpi.isPending}
                onClick={() => {
                  forgetLastUpi.mutate(undefined, { onSuccess: () => setTypedVpa('') });
                }}
              >
                {i18n._({ id: 'services.sheet.forgetUpi', message: 'Forget this UPI ID' })}
              </button>
            </div>
          ) : null}
          <SandboxHint>
            <Trans
              id="services.sheet.sandboxUpi"
              message="Sandbox: use <0>{success}</0> to pay or <1>{failure}</1> to see a declined payment."
              values={{ success: SANDBOX_UPI_SUCCESS, failure: SANDBOX_UPI_FAILURE }}
              components={[code(''), code('')]}
            />
          </SandboxHint>
          <Button type="submit" block disabled={!canPay} aria-busy={isBusy || undefined}>
            {payLabel}
          </Button>
        </form>
      </>
    );
  } else if (method === 'CARD') {
    const numberError = ruleText(cardErrors.number);
    panel = (
      <form
        noValidate
        onSubmit={onCard}
        aria-label={i18n._({ id: 'services.sheet.payByCard', message: 'Pay by card' })}
        className="flex flex-col gap-3"
      >
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${idPrefix}-card`} className="text-sm font-semibold text-ink">
              {i18n._({ id: 'services.sheet.cardNumber', message: 'Card number' })}
            </label>
            {/* The network as the number is typed (announced politely, and read with the field). */}
            <span
              id={`${idPrefix}-network`}
              aria-live="polite"
              data-testid="card-network"
              className="text-sm font-semibold text-brand-700"
            >
              {network ?? ''}
            </span>
          </div>
          <input
            id={`${idPrefix}-card`}
            name="number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            value={card.number}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={[`${idPrefix}-network`, numberError && `${idPrefix}-card-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setCard((current) => ({ ...current, number: formatCardNumberInput(event.target.value) }));
              setCardErrors((current) => ({ ...current, number: undefined }));
            }}
            className={cn(CONTROL, 'font-mono')}
          />
          {numberError ? (
            <p id={`${idPrefix}-card-error`} role="alert" className="text-sm font-medium text-red-700">
              {numberError}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={i18n._({ id: 'services.sheet.expiry', message: 'Expiry (MM/YY)' })}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            value={card.expiry}
            error={ruleText(cardErrors.expiry)}
            onChange={(event) => {
              const expiry = formatExpiryInput(event.target.value, card.expiry);
              setCard((current) => ({ ...current, expiry }));
              setCardErrors((current) => ({ ...current, expiry: undefined }));
            }}
          />
          <TextField
            label="CVV"
            name="cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={cvvLength(network)}
            value={card.cvv}
            error={ruleText(cardErrors.cvv)}
            onChange={(event) => {
              const cvv = event.target.value.replace(/\D/g, '').slice(0, 4);
              setCard((current) => ({ ...current, cvv }));
              setCardErrors((current) => ({ ...current, cvv: undefined }));
            }}
          />
        </div>
        <SandboxHint>
          <Trans
            id="services.sheet.sandboxCard"
            message="Sandbox: card <0>{card}</0> pays, any other valid card is declined; any future expiry and any CVV."
            values={{ card: formatCardNumberInput(SANDBOX_CARD_SUCCESS) }}
            components={[code('')]}
          />
        </SandboxHint>
        <Button type="submit" block disabled={!canPay} aria-busy={isBusy || undefined}>
          {payLabel}
        </Button>
      </form>
    );
  } else {
    const isBank = method === 'NETBANKING';
    const choices: readonly { code: string; name: string }[] = isBank ? NETBANKING_BANKS : WALLETS;
    const chosen = isBank ? bank : wallet;
    const errorId = `${idPrefix}-choice-error`;
    panel = (
      <div className="flex flex-col gap-3">
        <fieldset aria-describedby={choiceError ? errorId : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {isBank
              ? i18n._({ id: 'services.sheet.chooseBank', message: 'Choose your bank' })
              : i18n._({ id: 'services.sheet.chooseWallet', message: 'Choose your wallet' })}
          </legend>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.code}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-semibold',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  chosen === choice.code
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-300 hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name={`${idPrefix}-${method}`}
                  value={choice.code}
                  checked={chosen === choice.code}
                  onChange={() => {
                    if (isBank) setBank(choice.code);
                    else setWallet(choice.code);
                    setChoiceError(undefined);
                  }}
                  className="size-4 accent-brand-700"
                />
                {choice.name}
              </label>
            ))}
          </div>
        </fieldset>
        {choiceError ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {ruleText(choiceError)}
          </p>
        ) : null}
        <SandboxHint>
          {isBank
            ? i18n._({
                id: 'services.sheet.sandboxBank',
                message: 'Sandbox: no bank page opens. Choose how the payment of {amount} ends.',
                values: { amount },
              })
            : i18n._({
                id: 'services.sheet.sandboxWallet',
                message: 'Sandbox: no wallet page opens. Choose how the payment of {amount} ends.',
                values: { amount },
              })}
        </SandboxHint>
        <div className="grid grid-cols-2 gap-3">
          <Button onClick={() => onChoice('success')} disabled={!canPay} aria-busy={isBusy || undefined}>
            {i18n._({ id: 'services.sheet.success', message: 'Success' })}
          </Button>
          <Button variant="secondary" onClick={() => onChoice('failure')} disabled={!canPay}>
            {i18n._({ id: 'services.sheet.failure', message: 'Failure' })}
          </Button>
        </div>
      </div>
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
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {phase.message}
          </p>
        ) : null}
        {phase.name === 'confirmFailed' ? (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p>{phase.message}</p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => {
                void confirm(phase.captured);
              }}
            >
              {i18n._({ id: 'services.sheet.tryAgain', message: 'Try again' })}
            </Button>
          </div>
        ) : null}
        <Tabs
          label={i18n._({ id: 'services.sheet.method', message: 'Payment method' })}
          idPrefix={`${idPrefix}-method`}
          tabs={methodTabs}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setChoiceError(undefined);
          }}
        />
        <TabPanel idPrefix={`${idPrefix}-method`} tabs={methodTabs} value={method} className="pt-4">
          {panel}
        </TabPanel>
      </div>
    </Modal>
  );
}
