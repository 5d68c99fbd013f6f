import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatDateTime, formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import {
  BBPS_DISPUTE_TYPES,
  COMPLAINT_REASONS,
  complaintRequestSchema,
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
import { ComplaintStatusBadge } from '../components/complaint-status-badge';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { usePageTitle } from '../../../lib/use-page-title';

/** The shared request schema, with the two selects held as strings while the form is edited. */
const complaintFormSchema = complaintRequestSchema.omit({ orderId: true, bbpsDisputeType: true }).extend({
  reason: z.string().pipe(complaintRequestSchema.shape.reason),
  orderId: z.string(),
  /** '' (no Bharat Connect complaint) or one of NPCI's dispute types. */
  bbpsDisputeType: z.union([z.literal(''), z.enum(BBPS_DISPUTE_TYPES)]).optional(),
});
type ComplaintFormInput = z.input<typeof complaintFormSchema>;
type ComplaintFormOutput = z.output<typeof complaintFormSchema>;

/** Digits only, at most 10; a pasted '+91 98765 43210' keeps the 10-digit number. */
function mobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits).slice(0, 10);
}

const REASON_OPTIONS = COMPLAINT_REASONS.map((reason) => ({ value: reason, label: reason }));

/** NPCI's dispute types, in words (the spec's codes are sent). */
const DISPUTE_OPTIONS = BBPS_DISPUTE_TYPES.map((type) => ({
  value: type,
  label: (type.charAt(0).toUpperCase() + type.slice(1)).replaceAll('-', ' '),
}));

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
    bbpsDisputeType: '',
  };
}

function OrderPicker({
  register,
  setValue,
  prefilled,
  error,
  selected,
  disputeError,
}: {
  register: ReturnType<typeof useForm<ComplaintFormInput>>['register'];
  setValue: ReturnType<typeof useForm<ComplaintFormInput>>['setValue'];
  /** The order the page was opened for ('' for none): chosen, and listed even when older than the latest 50. */
  prefilled: string;
  error?: string;
  /** The order now chosen ('' for none). */
  selected: string;
  disputeError?: string;
}) {
  const orders = useRecentOrders(true);
  const options = (orders.data?.orders ?? []).map((order) => ({
    value: String(order.id),
    label: `${formatOrderId(order.id)} · ${orderTypeLabel(order.type)} · ${order.operator} · ${formatInr(order.amount)} · ${formatDateTime(order.dateTime)}`,
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
    ? 'Your orders could not be loaded; you can still send the complaint without one.'
    : orders.isPending
      ? 'Loading your orders...'
      : options.length === 0
        ? 'You have no orders yet.'
        : 'Optional: choose the order this complaint is about.';
  const chosen = (orders.data?.orders ?? []).find((order) => String(order.id) === selected);
  return (
    <>
      <SelectField
        label="Order (optional)"
        placeholder="Not about a specific order"
        options={options}
        hint={hint}
        error={error}
        {...register('orderId')}
      />
      {chosen?.bbpsTransactionId ? (
        <div className="mt-4">
          <SelectField
            label="Bharat Connect complaint (optional)"
            placeholder="Do not raise one"
            options={DISPUTE_OPTIONS}
            hint={`Raised with Bharat Connect for B-Connect Txn ID ${chosen.bbpsTransactionId}; its status and resolution date show in your tickets.`}
            error={disputeError}
            {...register('bbpsDisputeType')}
          />
        </div>
      ) : null}
    </>
  );
}

function ComplaintForm() {
  const { user, status } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  const fileComplaint = useFileComplaint();
  const [searchParams] = useSearchParams();
  const [prefilledOrderId] = useState(() => orderIdParam(searchParams));
  const [ticket, setTicket] = useState<{ ticketId: string; answerBy: string } | null>(null);
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

  const onSubmit = handleSubmit(async ({ orderId, bbpsDisputeType, ...values }) => {
    try {
      const created = await fileComplaint.mutateAsync({
        ...values,
        ...(orderId ? { orderId: Number(orderId) } : {}),
        ...(orderId && bbpsDisputeType ? { bbpsDisputeType } : {}),
      });
      setTicket({ ticketId: created.ticketId, answerBy: created.answerBy });
      notifySuccess(created.message);
      reset(initialValues(user));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in initialValues(null)) setError(field as keyof ComplaintFormInput, { message });
        }
      }
      notifyError(errorMessage(error, 'Failed to submit complaint.'));
    }
  });

  return (
    <section
      aria-labelledby="raise-complaint"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="raise-complaint" className="text-xl font-bold text-ink">
        Raise a complaint
      </h2>
      <p className="mt-1 text-muted">All fields are required. We answer every ticket by email.</p>
      <div aria-live="polite">
        {ticket ? (
          <div className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">Your complaint has been registered.</p>
            <p className="mt-1">
              Your ticket ID is <strong data-testid="ticket-id">{ticket.ticketId}</strong>. Please quote it
              when you contact us.
            </p>
            <p className="mt-1">
              We will answer by <strong data-testid="answer-by">{formatDateTime(ticket.answerBy)}</strong>.
              Not answered by then, or not satisfied?{' '}
              <Link
                to={paths.customer.grievance.getHref()}
                className="font-semibold underline underline-offset-2"
              >
                Grievance Redressal
              </Link>
            </p>
          </div>
        ) : null}
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 grid gap-4 sm:grid-cols-2"
        aria-label="Complaint form"
      >
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          error={errors.mobile?.message}
          {...register('mobile', {
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = mobileDigits(event.target.value);
            },
          })}
        />
        <SelectField
          label="Reason"
          placeholder="Select a reason"
          options={REASON_OPTIONS}
          error={errors.reason?.message}
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
              disputeError={errors.bbpsDisputeType?.message}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            label="Subject"
            maxLength={200}
            error={errors.subject?.message}
            {...register('subject')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Message"
            maxLength={5000}
            rows={6}
            error={errors.message?.message}
            {...register('message')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fileComplaint.isPending}>
            {fileComplaint.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MyTickets() {
  const tickets = useMyComplaints(true);
  return (
    <section
      aria-labelledby="my-tickets"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="my-tickets" className="text-lg font-bold text-ink">
        Your tickets
      </h2>
      {tickets.isPending ? (
        <SkeletonGroup label="Loading your tickets…" className="mt-3 space-y-3">
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
          {errorMessage(tickets.error, 'Failed to fetch your tickets.')}
        </p>
      ) : tickets.data.complaints.length === 0 ? (
        <p className="mt-3 text-muted" data-testid="tickets-empty">
          No tickets yet. If something went wrong with a recharge or a bill, raise a complaint here and follow
          it in this list.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Your complaint tickets">
          {tickets.data.complaints.map((complaint) => (
            <li key={complaint.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{complaint.ticketId}</p>
                <p className="break-words text-sm text-muted">{complaint.subject}</p>
                <p className="text-sm text-muted">
                  {formatDateTime(complaint.createdAt)}
                  {complaint.orderId ? ` · ${formatOrderId(complaint.orderId)}` : ''}
                </p>
                {complaint.answeredAt === null ? (
                  <p className="text-sm text-muted">Answer by {formatDateTime(complaint.answerBy)}</p>
                ) : null}
                {complaint.bbps ? (
                  <p className="text-sm text-muted" data-testid="bbps-complaint">
                    Bharat Connect complaint {complaint.bbps.complaintId ?? '(being filed)'} ·{' '}
                    {bbpsStatusLabel(complaint.bbps.status)}
                    {complaint.bbps.tatDate
                      ? ` · to be resolved by ${formatDate(complaint.bbps.tatDate)}`
                      : ''}
                  </p>
                ) : null}
              </div>
              <ComplaintStatusBadge status={complaint.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** BBPS's complaint status in words (its codes otherwise). */
function bbpsStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    FILING: 'being filed',
    PROCESSING: 'being filed',
    ASSIGNED: 'assigned to the biller',
    PENDING_REFUND: 'refund pending',
    REFUNDED: 'refunded',
    RESOLVED: 'resolved',
    DEFAULT_RESOLVED: 'resolved',
    REJECTED: 'rejected',
    FAILED: 'could not be filed',
  };
  return labels[status] ?? status.toLowerCase();
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function OrderHelp({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section
      aria-labelledby="order-help"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="order-help" className="text-lg font-bold text-brand-900">
        Order Help and Support
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
        <li>
          Money debited but the recharge or bill shows as failed? It is refunded to the original payment
          source within 7 working days, or to your wallet instantly.
        </li>
        <li>A pending recharge usually completes within 30 minutes; please wait before raising a ticket.</li>
        <li>
          {isSignedIn
            ? 'Pick the order in the form so we can trace it at once.'
            : 'Sign in to attach an order to your complaint and to follow your tickets here.'}
        </li>
        <li>Keep your ticket ID: it is how we find your complaint when you call or write to us.</li>
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-4">
        <Link to={paths.customer.faq.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          Read the FAQ
        </Link>
        <Link to={paths.customer.refund.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          Refund Policy
        </Link>
        <Link to={paths.customer.contact.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          Contact Us
        </Link>
        <Link to={paths.customer.grievance.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          Grievance Redressal
        </Link>
      </p>
    </section>
  );
}

export default function ComplaintPage() {
  usePageTitle('Complaint');
  const { status, user } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Complaint</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Tell us what went wrong. Every complaint gets a ticket ID, and its status moves from Open to In
        progress to Resolved as we work on it.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* A new account gets a fresh form, prefilled with its own details. */}
        <ComplaintForm key={user?.id ?? 'visitor'} />
        <aside className="flex flex-col gap-6" aria-label="Help with your order">
          <OrderHelp isSignedIn={isSignedIn} />
          {isSignedIn ? <MyTickets /> : null}
        </aside>
      </div>
    </div>
  );
}
