import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
  NETBANKING_BANKS,
  SANDBOX_CARD_SUCCESS,
  SANDBOX_UPI_FAILURE,
  SANDBOX_UPI_SUCCESS,
  VPA_MESSAGE,
  WALLETS,
  type CardNetwork,
} from '@paywise/domain/payments';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { CONTROL, TextField } from '../../../components/ui/field';
import {
  BANK_REQUIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  cardCvvInvalid,
  cvvLength,
  formatCardNumberInput,
  UPI_REQUIRED,
  WALLET_REQUIRED,
} from './payment-rules';
import { UpiQrCode } from './upi-qr-code';

/*
 * The payment sheet's methods (payment-sheet.tsx keeps what is typed, so a tab switch loses nothing): UPI (QR code
 * or the phone's UPI app, or a UPI ID), cards, and the choice of a bank or a wallet.
 */

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

/** A check's English message (payment-rules.ts) in the language on screen. */
export function ruleText(i18n: I18n, english: string | undefined): string | undefined {
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
}

function SandboxHint({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="sandbox-hint">
      {children}
    </p>
  );
}

const code = (text: string) => <code className="font-mono font-semibold whitespace-nowrap">{text}</code>;

export interface UpiPanelProps {
  /** The amount payable, formatted. */
  amount: string;
  /** The UPI intent (upi://pay...) the QR code or the phone's UPI app opens. */
  intent: string;
  isPhone: boolean;
  vpa: string;
  /** The UPI ID of the last payment, offered until the customer types. */
  offeredVpa: string | null;
  /** The UPI ID's check, in the language on screen. */
  vpaError: string | undefined;
  onVpaChange(value: string): void;
  isForgetting: boolean;
  onForget(): void;
  onSubmit(event: FormEvent): void;
  payButton: ReactNode;
}

export function UpiPanel(props: UpiPanelProps) {
  const { i18n } = useLingui();
  const { amount, offeredVpa } = props;
  return (
    <>
      {props.isPhone ? (
        <a
          href={props.intent}
          className="flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {i18n._({ id: 'services.sheet.openUpiApp', message: 'Open UPI app' })}
        </a>
      ) : (
        <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
          <UpiQrCode
            text={props.intent}
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
        onSubmit={props.onSubmit}
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
          value={props.vpa}
          error={props.vpaError}
          onChange={(event) => props.onVpaChange(event.target.value)}
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
              disabled={props.isForgetting}
              onClick={props.onForget}
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
        {props.payButton}
      </form>
    </>
  );
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export interface CardPanelProps {
  idPrefix: string;
  card: CardInput;
  /** The card's network as typed (Visa, Mastercard...), or null. */
  network: CardNetwork | null;
  /** The fields' checks, in the language on screen. */
  errors: Partial<Record<keyof CardInput, string>>;
  onChange(field: keyof CardInput, value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  payButton: ReactNode;
}

export function CardPanel({
  idPrefix,
  card,
  network,
  errors,
  onChange,
  onSubmit,
  payButton,
}: CardPanelProps) {
  const { i18n } = useLingui();
  const numberError = errors.number;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
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
          onChange={(event) => onChange('number', event.target.value)}
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
          error={errors.expiry}
          onChange={(event) => onChange('expiry', event.target.value)}
        />
        <TextField
          label="CVV"
          name="cvv"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cvvLength(network)}
          value={card.cvv}
          error={errors.cvv}
          onChange={(event) => onChange('cvv', event.target.value)}
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
      {payButton}
    </form>
  );
}

export interface ChoicePanelProps {
  idPrefix: string;
  method: 'NETBANKING' | 'WALLET';
  /** The amount payable, formatted. */
  amount: string;
  chosen: string;
  onChoose(code: string): void;
  /** "Please choose your bank/wallet", in the language on screen. */
  error: string | undefined;
  /** The sandbox's Success and Failure buttons. */
  buttons: ReactNode;
}

/** Net banking and wallets: the sandbox opens no bank or wallet page; the customer chooses how it ends. */
export function ChoicePanel({
  idPrefix,
  method,
  amount,
  chosen,
  onChoose,
  error,
  buttons,
}: ChoicePanelProps) {
  const { i18n } = useLingui();
  const isBank = method === 'NETBANKING';
  const choices: readonly { code: string; name: string }[] = isBank ? NETBANKING_BANKS : WALLETS;
  const errorId = `${idPrefix}-choice-error`;
  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-describedby={error ? errorId : undefined}>
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
                onChange={() => onChoose(choice.code)}
                className="size-4 accent-brand-700"
              />
              {choice.name}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
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
      {buttons}
    </div>
  );
}
