import {
  COMPLAINT_ANSWER_DAYS,
  OMBUDSMAN_AFTER_DAYS,
  RBI_OMBUDSMAN_URL,
} from '@paywise/domain/contracts/support';
import { SUPPORT_HOURS } from '@paywise/domain/support';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalPage, LegalSection } from '../components/legal-page';

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
  usePageTitle('Grievance Redressal');
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const officer = company?.grievanceOfficer;
  return (
    <LegalPage
      title="Grievance Redressal"
      lead={`If something went wrong with a recharge, a bill payment or a refund, ${name} wants to put it right. Here is who answers you, in how long, and where to go if you are not satisfied.`}
    >
      <LegalSection title="How to escalate">
        <ol aria-label="Escalation levels" className="space-y-3">
          <Level step={1} title="Customer support" when={`We answer within ${COMPLAINT_ANSWER_DAYS} days`}>
            <p>
              <Link to={paths.customer.complaint.getHref()} className={LINK}>
                Raise a complaint
              </Link>{' '}
              with your order ID, or{' '}
              <Link to={paths.customer.contact.getHref()} className={LINK}>
                contact us
              </Link>{' '}
              ({SUPPORT_HOURS}). Your ticket shows the date by which we answer.
            </p>
          </Level>
          <Level
            step={2}
            title="Grievance officer"
            when={`If we have not answered in ${COMPLAINT_ANSWER_DAYS} days, or you are not satisfied`}
          >
            <p>
              Write to our grievance officer with your ticket ID. The officer acknowledges within 48 hours and
              gives a final answer within {OMBUDSMAN_AFTER_DAYS} days of your complaint.
            </p>
          </Level>
          <Level
            step={3}
            title="RBI Integrated Ombudsman"
            when={`If your complaint is not settled within ${OMBUDSMAN_AFTER_DAYS} days`}
          >
            <p>
              For a payment or refund, you may complain to the Reserve Bank of India&rsquo;s Integrated
              Ombudsman, free of charge, at{' '}
              <a href={RBI_OMBUDSMAN_URL} className={LINK} rel="noopener noreferrer" target="_blank">
                cms.rbi.org.in
              </a>
              , if we rejected your complaint, did not answer within {OMBUDSMAN_AFTER_DAYS} days, or you are
              not satisfied with our answer.
            </p>
          </Level>
        </ol>
      </LegalSection>

      <LegalSection title="Grievance officer">
        <dl
          aria-label="Grievance officer"
          className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]"
          data-testid="grievance-officer"
        >
          <dt className="font-semibold">Name</dt>
          <dd>{officer?.name || 'Shown when the page has loaded'}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">
            {officer?.email ? (
              <a href={`mailto:${officer.email}`} className={LINK}>
                {officer.email}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt className="font-semibold">Phone</dt>
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
        <p>Please quote your ticket ID and order ID so the officer can trace your case at once.</p>
      </LegalSection>

      <LegalSection title="Refunds">
        <p>
          How long a refund takes and where it goes is in our{' '}
          <Link to={paths.customer.refund.getHref()} className={LINK}>
            Refund Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
