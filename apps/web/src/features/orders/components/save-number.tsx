import { useLingui } from '@lingui/react';
import { repeatOrderHref, serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { NICKNAME_MAX_LENGTH } from '@paywise/domain/contracts/me';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { serviceText } from '../../../lib/i18n/catalogue';
import { useSaveNumberForm } from './use-save-number-form';

type SaveNumberForm = NonNullable<ReturnType<typeof useSaveNumberForm>>;

/** "Recharge again" (recharges) or "Pay again" (bills): the service page, filled in with the order's details. */
export function RepeatOrderLink({ order, className }: { order: OrderDto; className: string }) {
  const { i18n } = useLingui();
  const href = repeatOrderHref(order);
  const def = serviceOfOrder(order);
  if (!href || !def) return null;
  // A postpaid bill sits with the recharges but is paid, not recharged.
  const isRecharge = def.group === 'recharge' && def.amount.mode !== 'billEditable';
  const text = isRecharge
    ? i18n._({ id: 'orders.repeat.recharge', message: 'Recharge again' })
    : i18n._({ id: 'orders.repeat.pay', message: 'Pay again' });
  const values = { service: serviceText(i18n, def, 'tileLabel'), identifier: order.itemId };
  const label = isRecharge
    ? i18n._({ id: 'orders.repeat.rechargeLabel', message: 'Recharge again: {service} {identifier}', values })
    : i18n._({ id: 'orders.repeat.payLabel', message: 'Pay again: {service} {identifier}', values });
  return (
    <Link to={href} className={className} aria-label={label}>
      {text}
    </Link>
  );
}

/** The number is saved already: where it is one tap away (and My bills, for a biller). */
function SavedNote({
  form,
  existing,
}: {
  form: SaveNumberForm;
  existing: NonNullable<SaveNumberForm['existing']>;
}) {
  const { i18n } = useLingui();
  const { identifier, where, service, isBiller } = form;
  return (
    <p className="mt-2" role="status">
      {existing.nickname
        ? i18n._({
            id: 'orders.save.savedAs',
            message:
              'Saved as ‘{nickname}’: {identifier} is one tap away on {where, select, bills {the {service} page and in My bills} other {the {service} page}}.',
            values: { nickname: existing.nickname, identifier, where, service },
          })
        : i18n._({
            id: 'orders.save.saved',
            message:
              'Saved: {identifier} is one tap away on {where, select, bills {the {service} page and in My bills} other {the {service} page}}.',
            values: { identifier, where, service },
          })}
      {isBiller ? (
        <>
          {' '}
          <Link
            to={paths.myBills.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {i18n._({ id: 'orders.save.openMyBills', message: 'Open My bills' })}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** The nickname to save the number with, and the button that saves it. */
function NicknameForm({ form }: { form: SaveNumberForm }) {
  const { i18n } = useLingui();
  const { identifier, where, service, what, isMobile, nickname, setNickname, error } = form;
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="mt-2">
      <p className="text-muted">
        {i18n._({
          id: 'orders.save.intro',
          message:
            'Pay {identifier} again in one tap from {where, select, bills {the {service} page and in My bills} other {the {service} page}}.',
          values: { identifier, where, service },
        })}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={i18n._({ id: 'orders.save.nickname', message: 'Nickname (optional)' })}
          name="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          placeholder={
            isMobile
              ? i18n._({ id: 'orders.save.nicknameMobile', message: 'e.g. Mom' })
              : i18n._({ id: 'orders.save.nicknameAccount', message: 'e.g. Home electricity' })
          }
          maxLength={NICKNAME_MAX_LENGTH}
          autoComplete="off"
          invalid={error !== null}
          fieldClassName="sm:flex-1"
        />
        <Button type="submit" disabled={form.isPending} className="shrink-0">
          {i18n._({
            id: 'orders.save.submit',
            message: '{what, select, number {Save number} biller {Save biller} other {Save account}}',
            values: { what },
          })}
        </Button>
      </div>
      <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
    </form>
  );
}

/**
 * After a completed order: keep its number (or account) with an optional nickname, so the service page offers it
 * as a chip. Says so instead when it is saved already.
 */
export function SaveNumber({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  const form = useSaveNumberForm(order);
  if (!form) return null;

  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="save-number-title"
      data-testid="save-number"
    >
      <h2 id="save-number-title" className="text-lg font-bold">
        {i18n._({
          id: 'orders.save.title',
          message:
            '{what, select, number {Save this number} biller {Save this biller} other {Save this account}}',
          values: { what: form.what },
        })}
      </h2>
      {form.existing ? <SavedNote form={form} existing={form.existing} /> : <NicknameForm form={form} />}
    </section>
  );
}
