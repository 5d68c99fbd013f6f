import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_SUCCESS_MESSAGE,
  contactRequestSchema,
  SUPPORT_HOURS,
  type ContactRequest,
} from '@paywise/domain/contracts/support';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubmitContact } from '../api/submit-contact';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { OfficeMap } from '../components/office-map';
import { usePageTitle } from '../../../lib/use-page-title';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { fieldError } from '../texts';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', query: '' };

function InfoRow({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-ink">{title}</h2>
        <div className="mt-0.5 break-words text-muted">{children}</div>
      </div>
    </div>
  );
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function ContactDetails() {
  const { i18n } = useLingui();
  const loading = i18n._({ id: 'support.loading', message: 'Loading...' });
  const { data: company, isError } = useCompany();
  const phone = company?.phone ?? '';
  return (
    <section
      aria-labelledby="reach-us"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="reach-us" className="text-xl font-bold text-ink">
        {i18n._({ id: 'support.contact.reachUs', message: 'Reach us' })}
      </h2>
      {isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {i18n._({ id: 'support.contact.companyFailed', message: 'Failed to fetch company details.' })}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-5">
        <InfoRow icon={Phone} title={i18n._({ id: 'support.contact.phone', message: 'Phone and WhatsApp' })}>
          {phone ? (
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={`tel:+91${phone}`} className={`${LINK} inline-flex min-h-11 items-center`}>
                +91 {phone}
              </a>
              <a
                href={`https://wa.me/91${phone}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${LINK} inline-flex min-h-11 items-center`}
              >
                {i18n._({ id: 'support.contact.whatsapp', message: 'Chat on WhatsApp' })}
                <span className="sr-only">
                  {' '}
                  {i18n._({ id: 'support.newTab', message: '(opens in a new tab)' })}
                </span>
              </a>
            </span>
          ) : (
            <span>{loading}</span>
          )}
        </InfoRow>
        <InfoRow icon={Mail} title={i18n._({ id: 'support.field.email', message: 'Email' })}>
          {company?.email ? (
            <a href={`mailto:${company.email}`} className={`${LINK} inline-flex min-h-11 items-center`}>
              {company.email}
            </a>
          ) : (
            <span>{loading}</span>
          )}
        </InfoRow>
        <InfoRow icon={MapPin} title={i18n._({ id: 'support.contact.address', message: 'Address' })}>
          {company ? (
            <address className="not-italic">
              {company.address}
              {company.pincode ? ` - ${company.pincode}` : ''}
            </address>
          ) : (
            <span>{loading}</span>
          )}
        </InfoRow>
        <InfoRow icon={Clock} title={i18n._({ id: 'support.contact.hours', message: 'Support hours' })}>
          {i18n.locale === 'en'
            ? SUPPORT_HOURS
            : i18n._({
                id: 'support.contact.hoursText',
                message: 'Mon-Sat 10:00 AM to 6:00 PM, Sunday offline',
              })}
        </InfoRow>
      </div>
      <div className="mt-6">
        <OfficeMap address={company?.address ?? ''} pincode={company?.pincode ?? ''} />
      </div>
    </section>
  );
}

function ContactForm() {
  const { i18n } = useLingui();
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    submit.mutateAsync(values).then(
      (answer) => {
        notifySuccess(
          i18n.locale === 'en'
            ? answer.message || CONTACT_SUCCESS_MESSAGE
            : i18n._({ id: 'support.contact.sent', message: 'Your query has been submitted successfully!' }),
        );
        reset(EMPTY);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in EMPTY) setError(field as keyof ContactRequest, { message });
          }
        }
        notifyError(
          errorMessage(error, i18n._({ id: 'support.contact.failed', message: 'Failed to submit query.' })),
        );
      },
    ),
  );

  return (
    <section
      aria-labelledby="send-query"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="send-query" className="text-xl font-bold text-ink">
        {i18n._({ id: 'support.contact.form.title', message: 'Send us a query' })}
      </h2>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'support.contact.form.lead',
          message: 'We reply by email, usually within one working day.',
        })}
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
        aria-label={i18n._({ id: 'support.contact.form.label', message: 'Contact form' })}
      >
        <TextField
          label={i18n._({ id: 'support.field.name', message: 'Name' })}
          autoComplete="name"
          maxLength={100}
          error={fieldError(i18n, errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={i18n._({ id: 'support.field.email', message: 'Email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={fieldError(i18n, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={i18n._({ id: 'support.field.subject', message: 'Subject' })}
          maxLength={200}
          error={fieldError(i18n, errors.subject?.message)}
          {...register('subject')}
        />
        <TextAreaField
          label={i18n._({ id: 'support.field.query', message: 'Query' })}
          maxLength={5000}
          rows={6}
          error={fieldError(i18n, errors.query?.message)}
          {...register('query')}
        />
        <Button type="submit" disabled={submit.isPending} className="self-start">
          {submit.isPending
            ? i18n._({ id: 'support.form.submitting', message: 'Submitting...' })
            : i18n._({ id: 'support.form.submit', message: 'Submit' })}
        </Button>
      </form>
    </section>
  );
}

export default function ContactPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._({ id: 'support.contact.title', message: 'Contact Us' }));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        {i18n._({ id: 'support.contact.title', message: 'Contact Us' })}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {i18n._({
          id: 'support.contact.lead',
          message:
            'A recharge that has not arrived, a bill that the biller has not updated, or a question about a refund: call us, message us on WhatsApp, or send the form below.',
        })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  );
}
