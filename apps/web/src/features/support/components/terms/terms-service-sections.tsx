import { useLingui } from '@lingui/react';
import { TermsSection } from './terms-section';

/** 1. About the service (open at first). */
export function TermsAboutSection({ name }: { name: string }) {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title1', message: '1. About the service' })} open>
      <p>
        {i18n._({
          id: 'support.terms.text10',
          message:
            '{name} lets you recharge prepaid and postpaid mobiles, DTH connections, data cards, FASTags and metro cards, and pay bills such as electricity, broadband, water, piped gas, LPG cylinder booking, landline, education fees, housing society dues, municipal property tax and more. We pass your payment on to the operator or biller you choose; the service itself (talk time, data, electricity and so on) is provided by that operator or biller, under its own terms.',
          values: { name },
        })}
      </p>
    </TermsSection>
  );
}

/** 2. Your account. */
export function TermsAccountSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title2', message: '2. Your account' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.terms.text11',
            message: 'You may browse and fill in forms without an account, but you must be logged in to pay.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text12',
            message:
              'Keep your password to yourself. You are responsible for orders placed from your account until you tell us it has been misused.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text13',
            message: 'The details you give us (name, email, mobile number) must be your own and correct.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text14',
            message:
              'We may suspend an account used for fraud, abuse of offers or attempts to harm the service.',
          })}
        </li>
      </ul>
    </TermsSection>
  );
}

/** 3. Placing an order. */
export function TermsOrderSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title3', message: '3. Placing an order' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.terms.text15',
            message:
              'Check the number, operator, circle, account or consumer number and amount on the payment summary before you press Pay. An order is carried out exactly as entered.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text16',
            message:
              'Plans, prices and validity shown come from the operators and may change without notice; the operator’s current terms apply to the plan you receive.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text17',
            message:
              'An order may be declined if the operator or biller rejects it, if the payment fails, or if it exceeds the maximum amount we accept for one order.',
          })}
        </li>
      </ul>
    </TermsSection>
  );
}

/** 4. Payments, fees and offers. */
export function TermsPaymentSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title4', message: '4. Payments, fees and offers' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.terms.text18',
            message:
              'You can pay by debit or credit card, net banking, UPI or wallet. All amounts are in Indian rupees.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text19',
            message:
              'Offers such as an instant discount of up to ₹100 or cashback apply only as described in each offer, once per eligible order, and may be withdrawn at any time. Cashback is credited within 24 hours to 7 days of a successful order.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text20',
            message: 'Any fee charged for an order is shown on the payment summary before you pay.',
          })}
        </li>
      </ul>
    </TermsSection>
  );
}
