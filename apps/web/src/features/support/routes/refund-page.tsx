import { SUPPORT_HOURS } from '@paywise/domain/support';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage, LegalSection } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';
import { supportHours } from '../texts';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function RefundPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'support.refund.title', message: 'Refund Policy' });
  usePageTitle(title);
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  return (
    <LegalPage
      title={title}
      updated="25-11-2026"
      lead={i18n._({
        id: 'support.refund.lead',
        message:
          'When {name} cannot deliver what you paid for, you get your money back. This page explains when a refund is due, where it goes and how long it takes.',
        values: { name },
      })}
    >
      <LegalSection title={i18n._({ id: 'support.refund.whenTitle', message: 'When you get a refund' })}>
        <ul>
          <li>
            {i18n._({
              id: 'support.refund.text1',
              message:
                'Your payment succeeded but the recharge or bill payment failed at the operator or biller.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.refund.text2',
              message: 'Your account was debited but the order was never created, or was marked Failed.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.refund.text3',
              message: 'You were charged twice for the same order: the duplicate payment is returned.',
            })}
          </li>
        </ul>
        <p>
          {i18n._({
            id: 'support.refund.text4',
            message:
              'Failed orders are refunded automatically. You do not need to raise a request, although you are welcome to raise a complaint if a refund has not reached you in the time shown below.',
          })}
        </p>
      </LegalSection>

      <LegalSection
        title={i18n._({
          id: 'support.refund.whereTitle',
          message: 'Where the money goes and how long it takes',
        })}
      >
        <p>
          {i18n._({
            id: 'support.refund.text5',
            message:
              'A refund is sent back to the original source of payment (the same card, bank account, UPI ID or wallet you paid from) and is released within 7 working days. If you chose to receive it in your wallet, it is credited instantly.',
          })}
        </p>
        <p>
          {i18n._({
            id: 'support.refund.text6',
            message: 'Once released, the time your bank needs to show it on your statement is usually:',
          })}
        </p>
        <ul>
          <li>
            {i18n._({
              id: 'support.faq.refundTime.cards',
              message: 'Debit and credit cards: 5-7 business days',
            })}
          </li>
          <li>
            {i18n._({ id: 'support.faq.refundTime.netBanking', message: 'Net banking: 3-5 business days' })}
          </li>
          <li>
            {i18n._({ id: 'support.faq.refundTime.upi', message: 'UPI and wallets: 1-3 business days' })}
          </li>
          <li>{i18n._({ id: 'support.refund.text7', message: 'Cash payments: 7-10 business days' })}</li>
        </ul>
      </LegalSection>

      <LegalSection
        title={i18n._({ id: 'support.refund.notTitle', message: 'When a refund is not possible' })}
      >
        <ul>
          <li>
            {i18n._({
              id: 'support.refund.text8',
              message:
                'A successful recharge to a wrong number is not refundable. The operator credits the number you enter and cannot take the recharge back, so please check the mobile number, DTH ID, account or consumer number on the payment summary before you pay.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.refund.text9',
              message: 'A successful bill payment made against a wrong consumer, account or vehicle number.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.refund.text10',
              message:
                'A plan you chose yourself and later no longer want, once the operator has activated it.',
            })}
          </li>
        </ul>
        <p>
          {i18n._({
            id: 'support.refund.text11',
            message:
              'In these cases we will still share the order details you need to approach the operator or biller, who may be able to help you directly.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.refund.cashbackTitle', message: 'Cashback and discounts' })}>
        <p>
          {i18n._({
            id: 'support.refund.text12',
            message:
              'An instant discount is part of the price you paid, so a refund returns the amount actually charged. Cashback earned on an order that is later refunded is withdrawn.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.refund.helpTitle', message: 'Need help with a refund?' })}>
        <p>
          <Trans
            id="support.refund.help.text"
            message="Raise a <0>complaint</0> with the reason ‘Refund not received’ and your order ID, or <1>contact us</1>. Support hours: {hours}. If we do not answer in time, or you are not satisfied, see <2>Grievance Redressal</2> for the grievance officer and the RBI Integrated Ombudsman."
            values={{ hours: supportHours(i18n, SUPPORT_HOURS) }}
            components={[
              <Link to={paths.customer.complaint.getHref()} className={LINK} />,
              <Link to={paths.customer.contact.getHref()} className={LINK} />,
              <Link to={paths.customer.grievance.getHref()} className={LINK} />,
            ]}
          />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
