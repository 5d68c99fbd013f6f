import type { SandboxPaymentBody } from '@paywise/domain/contracts/payments';
import { cardDigits, cardNetwork, type PaymentMethod } from '@paywise/domain/payments';
import { useState, type FormEvent } from 'react';
import { useForgetLastUpi, useLastUpi } from '../../../lib/last-upi';
import {
  BANK_REQUIRED,
  checkCard,
  checkVpa,
  formatCardNumberInput,
  formatExpiryInput,
  WALLET_REQUIRED,
  type CardErrors,
} from './payment-rules';
import type { CardInput } from './sheet-methods';

/**
 * What the customer types in the payment sheet, kept across its method tabs, and the checks before a payment:
 * `pay` is called only with a UPI ID, a card, a bank or a wallet that passed them (payment-rules.ts).
 */
export function useSheetInputs(
  open: boolean,
  pay: (body: Omit<SandboxPaymentBody, 'gatewayOrderId'>) => void,
) {
  /** What the customer typed; null until they type, when the last UPI ID they paid with is offered instead. */
  const [typedVpa, setTypedVpa] = useState<string | null>(null);
  const lastUpi = useLastUpi(open);
  const forgetLastUpi = useForgetLastUpi();
  const offeredVpa = typedVpa === null ? (lastUpi.data?.vpa ?? null) : null;
  const vpa = typedVpa ?? offeredVpa ?? '';
  const [vpaError, setVpaError] = useState<string | undefined>();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [bank, setBank] = useState('');
  const [wallet, setWallet] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();

  const onUpi = (event: FormEvent) => {
    event.preventDefault();
    const message = checkVpa(vpa);
    setVpaError(message ?? undefined);
    if (message) return;
    pay({ method: 'UPI', vpa: vpa.trim() });
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
    pay({ method: 'CARD', cardNumber: cardDigits(card.number), cardExpiry: card.expiry, cardCvv: card.cvv });
  };

  const changeCard = (field: keyof CardInput, value: string) => {
    const next =
      field === 'number'
        ? formatCardNumberInput(value)
        : field === 'expiry'
          ? formatExpiryInput(value, card.expiry)
          : value.replace(/\D/g, '').slice(0, 4);
    setCard((current) => ({ ...current, [field]: next }));
    setCardErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onChoice = (method: Exclude<PaymentMethod, 'UPI' | 'CARD'>, outcome: 'success' | 'failure') => {
    if (method === 'NETBANKING') {
      if (!bank) return setChoiceError(BANK_REQUIRED);
      pay({ method, bank, outcome });
    } else {
      if (!wallet) return setChoiceError(WALLET_REQUIRED);
      pay({ method: 'WALLET', wallet, outcome });
    }
  };

  return {
    vpa,
    offeredVpa,
    vpaError,
    changeVpa: (value: string) => {
      setTypedVpa(value);
      setVpaError(undefined);
    },
    isForgettingVpa: forgetLastUpi.isPending,
    forgetVpa: () => forgetLastUpi.mutate(undefined, { onSuccess: () => setTypedVpa('') }),
    onUpi,
    card,
    cardErrors,
    network: cardNetwork(cardDigits(card.number)),
    changeCard,
    onCard,
    chosen: (method: 'NETBANKING' | 'WALLET') => (method === 'NETBANKING' ? bank : wallet),
    choose: (method: 'NETBANKING' | 'WALLET', code: string) => {
      if (method === 'NETBANKING') setBank(code);
      else setWallet(code);
      setChoiceError(undefined);
    },
    choiceError,
    clearChoiceError: () => setChoiceError(undefined),
    onChoice,
  };
}
