import { Trans, useLingui } from '@lingui/react';
import { LegalSection } from '../legal-page';

/** What we collect. */
export function PrivacyCollectSection() {
  const { i18n } = useLingui();
  const strong = [<strong />];
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.collect.title', message: 'What we collect' })}>
      <ul>
        <li>
          <Trans
            id="support.privacy.collect.account"
            message="<0>Account details:</0> your username, email address, and, if you add them, your mobile number and date of birth."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.collect.order"
            message="<0>Order details:</0> the service, operator, circle, the number or account you recharge or pay for, the amount, the status and the time of each order."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.collect.support"
            message="<0>Support details:</0> what you write to us through the contact and complaint forms, with the name, email and mobile number you give there."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.collect.technical"
            message="<0>Technical details:</0> your IP address and basic request logs, kept to protect the service against abuse (for example to limit repeated login attempts)."
            components={strong}
          />
        </li>
      </ul>
      <p>
        {i18n._({
          id: 'support.privacy.collect.notCard',
          message:
            'We do not collect or store your card number, CVV, UPI PIN or net banking password: these are entered with the payment provider only.',
        })}
      </p>
    </LegalSection>
  );
}

/** Why we use it. */
export function PrivacyUseSection() {
  const { i18n } = useLingui();
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.use.title', message: 'Why we use it' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.privacy.use.orders',
            message: 'To carry out your orders with operators and billers, and to refund failed orders.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.use.history',
            message: 'To show you your order history and the status of your complaints.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.use.emails',
            message:
              'To send you service emails, such as the one-time code that verifies your email address.',
          })}
        </li>
        <li>
          {i18n._({ id: 'support.privacy.use.answer', message: 'To answer your queries and complaints.' })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.use.fraud',
            message: 'To detect and prevent fraud, and to meet our legal and tax obligations.',
          })}
        </li>
      </ul>
      <p>
        {i18n._({
          id: 'support.privacy.use.noSale',
          message:
            'We do not sell your personal data, and we do not use it for advertising by third parties.',
        })}
      </p>
    </LegalSection>
  );
}

/** Who we share it with. */
export function PrivacyShareSection() {
  const { i18n } = useLingui();
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.share.title', message: 'Who we share it with' })}>
      <p>
        {i18n._({
          id: 'support.privacy.share.text',
          message:
            'Only with those who need it to serve you: the operator or biller of your order (the number or account and the amount), the payment provider that processes your payment, and authorities when the law requires it. Each of them may use the data only for that purpose.',
        })}
      </p>
    </LegalSection>
  );
}

/** How we protect it. */
export function PrivacyProtectSection({ name }: { name: string }) {
  const { i18n } = useLingui();
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.protect.title', message: 'How we protect it' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.privacy.protect.encrypted',
            message: 'All traffic to and from the app is encrypted.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.protect.passwords',
            message: 'Passwords are stored only as one-way hashes; nobody at {name} can read them.',
            values: { name },
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.protect.staff',
            message: 'Staff access to customer data is limited to the people who need it to support you.',
          })}
        </li>
      </ul>
    </LegalSection>
  );
}

/** How long we keep it. */
export function PrivacyKeepSection() {
  const { i18n } = useLingui();
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.keep.title', message: 'How long we keep it' })}>
      <p>
        {i18n._({
          id: 'support.privacy.keep.text',
          message:
            'Order and payment records are kept for as long as Indian tax and payment rules require, usually 8 years. Support messages are kept for 3 years after the last reply. Account details are kept while your account is open.',
        })}
      </p>
    </LegalSection>
  );
}
