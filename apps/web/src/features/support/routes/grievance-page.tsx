import {
  COMPLAINT_ANSWER_DAYS,
  OMBUDSMAN_AFTER_DAYS,
  RBI_OMBUDSMAN_URL,
} from '@paywise/domain/contracts/support';
import { SUPPORT_HOURS } from '@paywise/domain/support';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalPage, LegalSection } from '../components/legal-page';
import { supportHours } from '../texts';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** One step of the escalation ladder. */
function Level({
  step,
  title,
  when,
  children,
}: {
  step: number;
  title: string;
  when: string;
  children: React.ReactNode;
}) {
  return (
    <li className="ml-0! list-none rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
          {step}
        </span>
        <span className="text-lg font-bold text-ink">{title}</span>
      </p>
      <p className="mt-1 font-semibold text-brand-800">{when}</p>
      <div className="mt-2 space-y-2 text-ink">{children}</div>
    </li>
  );
}

/**
 * Grievance redressal (docs/decisions/0023): where a customer escalates, and in how long each level answers. Public
 * and prerendered; the officer's details come from the company settings once the page is hydrated (the HTML says
 * where to find them until then).
 */
export default function GrievancePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._({ id: 'support.grievance.title', message: 'Grievance Redressal' }));
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const officer = company?.grievanceOfficer;
  return (
    <LegalPage
      title={i18n._({ id: 'support.grievance.title', message: 'Grievance Redressal' })}
      lead={i18n._({
        id: 'support.grievance.lead',
        message:
          'If something went wrong with a recharge, a bill payment or a refund, {name} wants to put it right. Here is who answers you, in how long, and where to go if you are not satisfied.',
        values: { name },
      })}
    >
      <LegalSection title={i18n._({ id: 'support.grievance.escalate', message: 'How to escalate' })}>
        <ol
          aria-label={i18n._({ id: 'support.grievance.levels', message: 'Escalation levels' })}
          className="space-y-3"
        >
          <Level
            step={1}
            title={i18n._({ id: 'support.grievance.level1.title', message: 'Customer support' })}
            when={i18n._({
              id: 'support.grievance.level1.when',
              message: 'We answer within {days} days',
              values: { days: COMPLAINT_ANSWER_DAYS },
            })}
          >
            <p>
              <Trans
                id="support.grievance.level1.text"
                message="<0>Raise a complaint</0> with your order ID, or <1>contact us</1> ({hours}). Your ticket shows the date by which we answer."
                values={{ hours: supportHours(i18n, SUPPORT_HOURS) }}
                components={[
                  <Link to={paths.customer.complaint.getHref()} className={LINK} />,
                  <Link to={paths.customer.contact.getHref()} className={LINK} />,
                ]}
              />
            </p>
          </Level>
          <Level
            step={2}
            title={i18n._({ id: 'support.grievance.officer', message: 'Grievance officer' })}
            when={i18n._({
              id: 'support.grievance.level2.when',
              message: 'If we have not answered in {days} days, or you are not satisfied',
              values: { days: COMPLAINT_ANSWER_DAYS },
            })}
          >
            <p>
              {i18n._({
                id: 'support.grievance.level2.text',
                message:
                  'Write to our grievance officer with your ticket ID. The officer acknowledges within 48 hours and gives a final answer within {days} days of your complaint.',
                values: { days: OMBUDSMAN_AFTER_DAYS },
              })}
            </p>
          </Level>
          <Level
            step={3}
            title={i18n._({ id: 'support.grievance.level3.title', message: 'RBI Integrated Ombudsman' })}
            when={i18n._({
              id: 'support.grievance.level3.when',
              message: 'If your complaint is not settled within {days} days',
              values: { days: OMBUDSMAN_AFTER_DAYS },
            })}
          >
            <p>
              <Trans
                id="support.grievance.level3.text"
                message="For a payment or refund, you may complain to the Reserve Bank of India’s Integrated Ombudsman, free of charge, at <0>cms.rbi.org.in</0>, if we rejected your complaint, did not answer within {days} days, or you are not satisfied with our answer."
                values={{ days: OMBUDSMAN_AFTER_DAYS }}
                components={[
                  <a href={RBI_OMBUDSMAN_URL} className={LINK} rel="noopener noreferrer" target="_blank" />,
                ]}
              />
            </p>
          </Level>
        </ol>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.grievance.officer', message: 'Grievance officer' })}>
        <dl
          aria-label={i18n._({ id: 'support.grievance.officer', message: 'Grievance officer' })}
          className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]"
          data-testid="grievance-officer"
        >
          <dt className="font-semibold">{i18n._({ id: 'support.field.name', message: 'Name' })}</dt>
          <dd>
            {officer?.name ||
              i18n._({ id: 'support.grievance.officer.pending', message: 'Shown when the page has loaded' })}
          </dd>
          <dt className="font-semibold">{i18n._({ id: 'support.field.email', message: 'Email' })}</dt>
          <dd className="break-all">
            {officer?.email ? (
              <a href={`mailto:${officer.email}`} className={LINK}>
                {officer.email}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt className="font-semibold">{i18n._({ id: 'support.grievance.phone', message: 'Phone' })}</dt>
          <dd>
            {officer?.phone ? (
              <a href={`tel:${officer.phone}`} className={LINK}>
                {officer.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        <p>
          {i18n._({
            id: 'support.grievance.quote',
            message: 'Please quote your ticket ID and order ID so the officer can trace your case at once.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.grievance.refunds', message: 'Refunds' })}>
        <p>
          <Trans
            id="support.grievance.refunds.text"
            message="How long a refund takes and where it goes is in our <0>Refund Policy</0>."
            components={[<Link to={paths.customer.refund.getHref()} className={LINK} />]}
          />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
