import { zodResolver } from '@hookform/resolvers/zod';
import { formatOrderId } from '@paywise/domain/format';
import { Trans, useLingui } from '@lingui/react';
import {
  BBPS_COMPLAINT_TYPES,
  BBPS_DISPUTE_TYPES,
  COMPLAINT_REASONS,
  complaintRequestSchema,
  type BbpsComplaint,
} from '@paywise/domain/contracts/support';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession, type SessionUser } from '../../../lib/session';
import { useFileComplaint } from '../api/file-complaint';
import { useMyComplaints } from '../api/get-my-complaints';
import { useRecentOrders } from '../api/get-my-orders';
import { BbpsComplaintFacts, BbpsComplaintFields } from '../components/bbps-complaint';
import { ComplaintStatusBadge } from '../../../components/ui/status-badge';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { usePageTitle } from '../../../lib/use-page-title';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { fieldError, REASON_TEXTS, STATUS_TEXTS, textOf } from '../texts';

/** The shared request schema, with the selects and the complaint kind held as strings while the form is edited. */
const complaintFormSchema = complaintRequestSchema
  .omit({ orderId: true, bbpsDisputeType: true, bbpsComplaintType: true })
  .extend({
    reason: z.string().pipe(complaintRequestSchema.shape.reason),
    orderId: z.string(),
    /** '' (no Bharat Connect complaint), or about the payment (TRANSACTION) or the biller's service (SERVICE). */
    bbpsComplaintType: z.union([z.literal(''), z.enum(BBPS_COMPLAINT_TYPES)]).nullish(),
    /** '' (none chosen yet) or one of NPCI's dispute types of that kind. */
    bbpsDisputeType: z.union([z.literal(''), z.enum(BBPS_DISPUTE_TYPES)]).optional(),
  })
  // A kind chosen needs its reason (the server says the same).
  .refine((form) => !form.bbpsComplaintType || !!form.bbpsDisputeType, {
    path: ['bbpsDisputeType'],
    message: 'Please select what went wrong.',
  });
type ComplaintFormInput = z.input<typeof complaintFormSchema>;
type ComplaintFormOutput = z.output<typeof complaintFormSchema>;

/** Digits only, at most 10; a pasted '+91 98765 43210' keeps the 10-digit number. */
function mobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits).slice(0, 10);
}

/** `?orderId=123` (the order page's "Get help with this order"): the order to attach, else ''. */
function orderIdParam(params: URLSearchParams): string {
  const value =
    params
      .get('orderId')
      ?.trim()
      .replace(/^ORDID00/i, '') ?? '';
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? String(Number(value)) : '';
}

function initialValues(user: SessionUser | null, orderId = ''): ComplaintFormInput {
  return {
    name: user?.username ?? '',
    email: user?.email ?? '',
    mobile: user?.phoneNumber ?? '',
    reason: '',
    subject: '',
    message: '',
    orderId,
    bbpsComplaintType: '',
    bbpsDisputeType: '',
  };
}

function OrderPicker({
  register,
  setValue,
  prefilled,
  error,
  selected,
  kind,
  kindError,
  disputeError,
}: {
  register: ReturnType<typeof useForm<ComplaintFormInput>>['register'];
  setValue: ReturnType<typeof useForm<ComplaintFormInput>>['setValue'];
  /** The order the page was opened for ('' for none): chosen, and listed even when older than the latest 50. */
  prefilled: string;
  error?: string;
  /** The order now chosen ('' for none). */
  selected: string;
  /** The Bharat Connect complaint kind now chosen ('' for none). */
  kind: string | null | undefined;
  kindError?: string;
  disputeError?: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const orders = useRecentOrders(true);
  const options = (orders.data?.orders ?? []).map((order) => ({
    value: String(order.id),
    label: `${formatOrderId(order.id)} · ${catalogueText(i18n, orderTypeLabel(order.type))} · ${order.operator} · ${format.inr(order.amount)} · ${format.dateTime(order.dateTime)}`,
  }));
  if (prefilled && !options.some((option) => option.value === prefilled)) {
    options.unshift({ value: prefilled, label: formatOrderId(prefilled) });
  }
  // The list arrives after the form: choose the order again once its option has its full label.
  const hasLoaded = orders.isSuccess;
  useEffect(() => {
    if (prefilled && hasLoaded) setValue('orderId', prefilled);
  }, [prefilled, hasLoaded, setValue]);
  const hint = orders.isError
    ? i18n._({
        id: 'support.complaint.orders.failed',
        message: 'Your orders could not be loaded; you can still send the complaint without one.',
      })
    : orders.isPending
      ? i18n._({ id: 'support.complaint.orders.loading', message: 'Loading your orders...' })
      : options.length === 0
        ? i18n._({ id: 'support.complaint.orders.none', message: 'You have no orders yet.' })
        : i18n._({
            id: 'support.complaint.orders.hint',
            message: 'Optional: choose the order this complaint is about.',
          });
  const chosen = (orders.data?.orders ?? []).find((order) => String(order.id) === selected);
  return (
    <>
      <SelectField
        label={i18n._({ id: 'support.complaint.order.label', message: 'Order (optional)' })}
        placeholder={i18n._({
          id: 'support.complaint.order.placeholder',
          message: 'Not about a specific order',
        })}
        options={options}
        hint={hint}
        error={fieldError(i18n, error)}
        {...register('orderId', {
          // Another order: no Bharat Connect complaint chosen for it yet.
          onChange: () => {
            setValue('bbpsComplaintType', '');
            setValue('bbpsDisputeType', '');
          },
        })}
      />
      {chosen ? (
        // A new order, a new choice: the kind and reason chosen for another order are not kept.
        <BbpsComplaintFields
          key={chosen.id}
          order={chosen}
          kind={kind ?? ''}
          kindField={register('bbpsComplaintType', {
            // Another kind, other reasons.
            onChange: () => setValue('bbpsDisputeType', ''),
          })}
          reasonField={register('bbpsDisputeType')}
          kindError={kindError}
          reasonError={disputeError}
        />
      ) : null}
    </>
  );
}

function ComplaintForm() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { user, status } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  const fileComplaint = useFileComplaint();
  const [searchParams] = useSearchParams();
  const [prefilledOrderId] = useState(() => orderIdParam(searchParams));
  const [ticket, setTicket] = useState<{
    ticketId: string;
    answerBy: string;
    bbps?: BbpsComplaint;
  } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<ComplaintFormInput, unknown, ComplaintFormOutput>({
    resolver: zodResolver(complaintFormSchema),
    defaultValues: initialValues(user, prefilledOrderId),
  });

  const chosenOrderId = useWatch({ control, name: 'orderId' });
  const chosenKind = useWatch({ control, name: 'bbpsComplaintType' });

  const onSubmit = handleSubmit(async ({ orderId, bbpsComplaintType, bbpsDisputeType, ...values }) => {
    try {
      const created = await fileComplaint.mutateAsync({
        ...values,
        ...(orderId ? { orderId: Number(orderId) } : {}),
        ...(orderId && bbpsComplaintType && bbpsDisputeType ? { bbpsComplaintType, bbpsDisputeType } : {}),
      });
      setTicket({ ticketId: created.ticketId, answerBy: created.answerBy, bbps: created.bbps });
      notifySuccess(
        i18n.locale === 'en'
          ? created.message
          : i18n._({
              id: 'support.complaint.registered.toast',
              message: 'Your complaint has been registered. Your ticket ID is {ticketId}.',
              values: { ticketId: created.ticketId },
            }),
      );
      reset(initialValues(user));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in initialValues(null)) setError(field as keyof ComplaintFormInput, { message });
        }
      }
      notifyError(
        errorMessage(
          error,
          i18n._({ id: 'support.complaint.failed', message: 'Failed to submit complaint.' }),
        ),
      );
    }
  });

  return (
    <section
      aria-labelledby="raise-complaint"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="raise-complaint" className="text-xl font-bold text-ink">
        {i18n._({ id: 'support.complaint.form.title', message: 'Raise a complaint' })}
      </h2>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'support.complaint.form.lead',
          message: 'All fields are required. We answer every ticket by email.',
        })}
      </p>
      <div aria-live="polite">
        {ticket ? (
          <div className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">
              {i18n._({
                id: 'support.complaint.registered.title',
                message: 'Your complaint has been registered.',
              })}
            </p>
            <p className="mt-1">
              <Trans
                id="support.complaint.registered.ticket"
                message="Your ticket ID is <0>{ticketId}</0>. Please quote it when you contact us."
                values={{ ticketId: ticket.ticketId }}
                components={[<strong data-testid="ticket-id" />]}
              />
            </p>
            <p className="mt-1">
              <Trans
                id="support.complaint.registered.answerBy"
                message="We will answer by <0>{answerBy}</0>. Not answered by then, or not satisfied? <1>Grievance Redressal</1>"
                values={{ answerBy: format.dateTime(ticket.answerBy) }}
                components={[
                  <strong data-testid="answer-by" />,
                  <Link
                    to={paths.customer.grievance.getHref()}
                    className="font-semibold underline underline-offset-2"
                  />,
                ]}
              />
            </p>
            {ticket.bbps ? <BbpsComplaintFacts bbps={ticket.bbps} className="mt-2" muted={false} /> : null}
          </div>
        ) : null}
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 grid gap-4 sm:grid-cols-2"
        aria-label={i18n._({ id: 'support.complaint.form.label', message: 'Complaint form' })}
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
          label={i18n._({ id: 'support.field.mobile', message: 'Mobile Number' })}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          error={fieldError(i18n, errors.mobile?.message)}
          {...register('mobile', {
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = mobileDigits(event.target.value);
            },
          })}
        />
        <SelectField
          label={i18n._({ id: 'support.field.reason', message: 'Reason' })}
          placeholder={i18n._({ id: 'support.field.reason.placeholder', message: 'Select a reason' })}
          options={COMPLAINT_REASONS.map((reason) => ({
            value: reason,
            label: textOf(i18n, REASON_TEXTS, reason),
          }))}
          error={fieldError(i18n, errors.reason?.message)}
          {...register('reason')}
        />
        {isSignedIn ? (
          <div className="sm:col-span-2">
            <OrderPicker
              register={register}
              setValue={setValue}
              prefilled={prefilledOrderId}
              error={errors.orderId?.message}
              selected={chosenOrderId}
              kind={chosenKind}
              kindError={errors.bbpsComplaintType?.message}
              disputeError={errors.bbpsDisputeType?.message}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            label={i18n._({ id: 'support.field.subject', message: 'Subject' })}
            maxLength={200}
            error={fieldError(i18n, errors.subject?.message)}
            {...register('subject')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={i18n._({ id: 'support.field.message', message: 'Message' })}
            maxLength={5000}
            rows={6}
            error={fieldError(i18n, errors.message?.message)}
            {...register('message')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fileComplaint.isPending}>
            {fileComplaint.isPending
              ? i18n._({ id: 'support.form.submitting', message: 'Submitting...' })
              : i18n._({ id: 'support.form.submit', message: 'Submit' })}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MyTickets() {
  const { i18n } = useLingui();
  const format = useFormat();
  const tickets = useMyComplaints(true);
  return (
    <section
      aria-labelledby="my-tickets"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="my-tickets" className="text-lg font-bold text-ink">
        {i18n._({ id: 'support.tickets.title', message: 'Your tickets' })}
      </h2>
      {tickets.isPending ? (
        <SkeletonGroup
          label={i18n._({ id: 'support.tickets.loading', message: 'Loading your tickets…' })}
          className="mt-3 space-y-3"
        >
          {[0, 1].map((row) => (
            <div key={row} className="flex items-start justify-between gap-2">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          ))}
        </SkeletonGroup>
      ) : tickets.isError ? (
        <p className="mt-3 text-red-700" role="alert">
          {errorMessage(
            tickets.error,
            i18n._({ id: 'support.tickets.failed', message: 'Failed to fetch your tickets.' }),
          )}
        </p>
      ) : tickets.data.complaints.length === 0 ? (
        <p className="mt-3 text-muted" data-testid="tickets-empty">
          {i18n._({
            id: 'support.tickets.empty',
            message:
              'No tickets yet. If something went wrong with a recharge or a bill, raise a complaint here and follow it in this list.',
          })}
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-slate-200"
          aria-label={i18n._({ id: 'support.tickets.list', message: 'Your complaint tickets' })}
        >
          {tickets.data.complaints.map((complaint) => (
            <li key={complaint.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{complaint.ticketId}</p>
                <p className="break-words text-sm text-muted">{complaint.subject}</p>
                <p className="text-sm text-muted">
                  {format.dateTime(complaint.createdAt)}
                  {complaint.orderId ? ` · ${formatOrderId(complaint.orderId)}` : ''}
                </p>
                {complaint.answeredAt === null ? (
                  <p className="text-sm text-muted">
                    {i18n._({
                      id: 'support.tickets.answerBy',
                      message: 'Answer by {answerBy}',
                      values: { answerBy: format.dateTime(complaint.answerBy) },
                    })}
                  </p>
                ) : null}
                {complaint.bbps ? <BbpsComplaintFacts bbps={complaint.bbps} className="mt-1" /> : null}
              </div>
              <ComplaintStatusBadge
                status={complaint.status}
                label={i18n._(STATUS_TEXTS[complaint.status])}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function OrderHelp({ isSignedIn }: { isSignedIn: boolean }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="order-help"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="order-help" className="text-lg font-bold text-brand-900">
        {i18n._({ id: 'support.orderHelp.title', message: 'Order Help and Support' })}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
        <li>
          {i18n._({
            id: 'support.orderHelp.refund',
            message:
              'Money debited but the recharge or bill shows as failed? It is refunded to the original payment source within 7 working days, or to your wallet instantly.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.orderHelp.pending',
            message:
              'A pending recharge usually completes within 30 minutes; please wait before raising a ticket.',
          })}
        </li>
        <li>
          {isSignedIn
            ? i18n._({
                id: 'support.orderHelp.pickOrder',
                message: 'Pick the order in the form so we can trace it at once.',
              })
            : i18n._({
                id: 'support.orderHelp.signIn',
                message: 'Sign in to attach an order to your complaint and to follow your tickets here.',
              })}
        </li>
        <li>
          {i18n._({
            id: 'support.orderHelp.keepTicket',
            message: 'Keep your ticket ID: it is how we find your complaint when you call or write to us.',
          })}
        </li>
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-4">
        <Link to={paths.customer.faq.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.readFaq', message: 'Read the FAQ' })}
        </Link>
        <Link to={paths.customer.refund.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.refund', message: 'Refund Policy' })}
        </Link>
        <Link to={paths.customer.contact.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.contact', message: 'Contact Us' })}
        </Link>
        <Link to={paths.customer.grievance.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.grievance', message: 'Grievance Redressal' })}
        </Link>
      </p>
    </section>
  );
}

export default function ComplaintPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._({ id: 'support.complaint.title', message: 'Complaint' }));
  const { status, user } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        {i18n._({ id: 'support.complaint.title', message: 'Complaint' })}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {i18n._({
          id: 'support.complaint.lead',
          message:
            'Tell us what went wrong. Every complaint gets a ticket ID, and its status moves from Open to In progress to Resolved as we work on it.',
        })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* A new account gets a fresh form, prefilled with its own details. */}
        <ComplaintForm key={user?.id ?? 'visitor'} />
        <aside
          className="flex flex-col gap-6"
          aria-label={i18n._({ id: 'support.orderHelp.label', message: 'Help with your order' })}
        >
          <OrderHelp isSignedIn={isSignedIn} />
          {isSignedIn ? <MyTickets /> : null}
        </aside>
      </div>
    </div>
  );
}
