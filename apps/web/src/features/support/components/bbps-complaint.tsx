import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { bbpsComplaintCoolingHours, bbpsComplaintWindow } from '@paywise/domain/bbps-complaints';
import {
  BBPS_PAYMENT_DISPUTE_TYPES,
  BBPS_SERVICE_DISPUTE_TYPES,
  type BbpsComplaint,
} from '@paywise/domain/contracts/support';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';
import { useNowUntil } from '../../../lib/use-now-until';
import type { PickableOrder } from '../api/get-my-orders';
import { BBPS_STATUS_TEXTS, DISPUTE_TEXTS, fieldError, textOf } from '../texts';

/** The harmonised-TAT window of a picked order (decision 0034), read again when it opens. */
export function useBbpsWindow(order: PickableOrder | undefined) {
  const tat = order
    ? bbpsComplaintWindow({
        type: order.type,
        status: order.status,
        createdAt: order.dateTime,
        bbpsTransactionId: order.bbpsTransactionId,
        paysFetchedBill: order.billNumber != null,
      })
    : ({ state: 'none' } as const);
  const now = useNowUntil(tat.state === 'early' ? tat.opensAt : null);
  // Re-read with the time the hook keeps: an early window becomes open at its moment, without a reload.
  return tat.state === 'early' && now.getTime() >= tat.opensAt.getTime()
    ? { ...tat, state: 'open' as const }
    : tat;
}

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

/**
 * The Bharat Connect part of the complaint form, for an order paid through it: whether to raise a complaint, about
 * the payment or about the biller's service, and its reason among that kind's. Before the cooling period is over
 * (24 hours for utilities) it says from when instead; for a payment not confirmed yet, that it must be first.
 */
export function BbpsComplaintFields({
  order,
  kind,
  kindField,
  reasonField,
  kindError,
  reasonError,
}: {
  order: PickableOrder;
  /** The kind chosen ('' or undefined: no Bharat Connect complaint). */
  kind: string | undefined;
  /** The form's registration of the kind (radios) and of the reason (select). */
  kindField: UseFormRegisterReturn;
  reasonField: UseFormRegisterReturn;
  kindError?: string;
  reasonError?: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const tat = useBbpsWindow(order);
  if (tat.state === 'none') return null;
  if (tat.state === 'unconfirmed') {
    return (
      <p className="mt-4 rounded-lg bg-slate-100 p-3 text-ink" data-testid="bbps-complaint-when">
        {i18n._({
          id: 'support.bbps.unconfirmed',
          message:
            'The biller has not confirmed this payment yet. You can raise a Bharat Connect complaint about it once it is confirmed; you can send us this ticket now.',
        })}
      </p>
    );
  }
  if (tat.state === 'early') {
    return (
      <div className="mt-4 rounded-lg bg-slate-100 p-3 text-ink" data-testid="bbps-complaint-when">
        <p className="font-semibold">
          {i18n._({
            id: 'support.bbps.from',
            message: 'You can raise a Bharat Connect complaint about this payment from {dateTime} IST.',
            values: { dateTime: format.dateTime(tat.opensAt) },
          })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {i18n._({
            id: 'support.bbps.fromWhy',
            message:
              'Bharat Connect gives the biller {hours} hours to update a payment before a complaint. You can send us this ticket now.',
            values: { hours: bbpsComplaintCoolingHours(order.type) },
          })}
        </p>
      </div>
    );
  }
  const reasons = kind === 'SERVICE' ? BBPS_SERVICE_DISPUTE_TYPES : BBPS_PAYMENT_DISPUTE_TYPES;
  const choices = [
    { value: '', label: i18n._({ id: 'support.bbps.kind.none', message: 'Do not raise one' }) },
    {
      value: 'TRANSACTION',
      label: i18n._({ id: 'support.bbps.kind.transaction', message: 'About this payment' }),
    },
    {
      value: 'SERVICE',
      label: i18n._({ id: 'support.bbps.kind.service', message: "About the biller's service" }),
    },
  ];
  return (
    <div className="mt-4">
      <fieldset aria-describedby="bbps-kind-hint">
        <legend className="text-sm font-semibold text-ink">
          {i18n._({ id: 'support.complaint.bbps.label', message: 'Bharat Connect complaint (optional)' })}
        </legend>
        <p id="bbps-kind-hint" className="mt-1 text-sm text-muted">
          {i18n._({
            id: 'support.bbps.hint',
            message:
              'Raised with Bharat Connect for B-Connect Txn ID {txnId}. Its complaint ID, status and answer date show in your tickets.',
            values: { txnId: order.bbpsTransactionId },
          })}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {choices.map((choice) => (
            <label key={choice.value || 'none'} className={CHOICE}>
              <input
                type="radio"
                value={choice.value}
                className="size-5 shrink-0 accent-brand-700"
                {...kindField}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {kindError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError(i18n, kindError)}
          </p>
        ) : null}
      </fieldset>
      {kind ? (
        <div className="mt-4">
          <SelectField
            // A new list of reasons per kind: the choice of the other kind is not kept.
            key={kind}
            label={i18n._({ id: 'support.bbps.reason.label', message: 'What went wrong?' })}
            placeholder={i18n._({ id: 'support.bbps.reason.placeholder', message: 'Select what went wrong' })}
            options={reasons.map((type) => ({ value: type, label: textOf(i18n, DISPUTE_TEXTS, type) }))}
            error={fieldError(i18n, reasonError)}
            {...reasonField}
          />
        </div>
      ) : null}
    </div>
  );
}

/** BBPS's complaint status in the customer's words (an unknown code as it is). */
export function bbpsStatusText(i18n: I18n, status: string): string {
  return textOf(i18n, BBPS_STATUS_TEXTS, status);
}

/**
 * A ticket's Bharat Connect complaint: its id, where it stands in the customer's words, and the date BBPS expects
 * to resolve it by (its TAT; BBPS gives none for some kinds of complaint).
 */
export function BbpsComplaintFacts({
  bbps,
  className,
  muted = true,
}: {
  bbps: BbpsComplaint;
  className?: string;
  /** Labels in the muted grey (false: in the colour around them, as in the green confirmation). */
  muted?: boolean;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const label = muted ? 'text-muted' : undefined;
  return (
    <dl className={cn('text-sm', className)} data-testid="bbps-complaint">
      <div className="flex flex-wrap gap-x-1">
        <dt className={label}>
          {i18n._({ id: 'support.bbps.facts.id', message: 'Bharat Connect complaint ID:' })}
        </dt>
        <dd className="font-semibold [overflow-wrap:anywhere]" data-testid="bbps-complaint-id">
          {bbps.complaintId ?? i18n._({ id: 'support.bbps.facts.noId', message: 'given once it is raised' })}
        </dd>
      </div>
      <div className="flex flex-wrap gap-x-1">
        <dt className={label}>{i18n._({ id: 'support.bbps.facts.status', message: 'Status:' })}</dt>
        <dd className="font-semibold" data-testid="bbps-complaint-status">
          {bbpsStatusText(i18n, bbps.status)}
        </dd>
      </div>
      {bbps.tatDate ? (
        <div className="flex flex-wrap gap-x-1">
          <dt className={label}>
            {i18n._({ id: 'support.bbps.facts.tat', message: 'We expect an answer by:' })}
          </dt>
          <dd className="font-semibold" data-testid="bbps-complaint-tat">
            {format.date(bbps.tatDate)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
