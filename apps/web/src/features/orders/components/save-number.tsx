import { useLingui } from '@lingui/react';
import { repeatOrderHref, serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { NICKNAME_MAX_LENGTH, nicknameSchema } from '@paywise/domain/contracts/me';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { serviceText } from '../../../lib/i18n/catalogue';
import { notifySuccess } from '../../../lib/notify';
import { useSaveNumber, useSavedOfService } from '../api/save-number';

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

/**
 * After a completed order: keep its number (or account) with an optional nickname, so the service page offers it
 * as a chip. Says so instead when it is saved already.
 */
export function SaveNumber({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  const def = serviceOfOrder(order);
  const identifier = def && (def.identifier.orderField === 'number' ? order.mobile : order.accountNumber);
  const saved = useSavedOfService(def && identifier ? def.slug : null);
  const save = useSaveNumber();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!def || !identifier) return null;

  const isMobile = def.identifier.orderField === 'number';
  // A biller presents bills: saved, it is listed in My bills too.
  const isBiller = !isMobile && def.bill !== 'none';
  const what = isMobile ? 'number' : isBiller ? 'biller' : 'account';
  const where = isBiller ? 'bills' : 'page';
  const service = serviceText(i18n, def, 'tileLabel');
  const existing = saved.data?.saved.find((entry) => entry.identifier === identifier);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = nicknameSchema.safeParse(nickname);
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? 'is not valid';
      setError(
        reason.startsWith('must be at most')
          ? i18n._({
              id: 'orders.save.nicknameTooLong',
              message: 'Nickname must be at most {max} characters.',
              values: { max: NICKNAME_MAX_LENGTH },
            })
          : reason === 'must not contain control characters'
            ? i18n._({
                id: 'orders.save.nicknameControl',
                message: 'Nickname must not contain control characters.',
              })
            : i18n._({
                id: 'orders.save.nicknameInvalid',
                message: 'Nickname {reason}.',
                values: { reason },
              }),
      );
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        service: def.slug,
        identifier,
        operator: order.operator,
        circle: def.hasCircle ? order.circle : null,
        nickname: checked.data || null,
      });
      notifySuccess(
        i18n._({
          id: 'orders.save.done',
          message:
            'Saved. It is one tap away on {where, select, bills {the {service} page and in My bills} other {the {service} page}}.',
          values: { where, service },
        }),
      );
    } catch (caught) {
      setError(
        errorMessage(
          caught,
          i18n._({ id: 'orders.save.failed', message: 'The number could not be saved. Please try again.' }),
        ),
      );
    }
  };

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
          values: { what },
        })}
      </h2>
      {existing ? (
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
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2">
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
            <Button type="submit" disabled={save.isPending || saved.isPending} className="shrink-0">
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
      )}
    </section>
  );
}
