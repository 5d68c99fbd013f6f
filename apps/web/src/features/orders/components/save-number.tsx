import { repeatOrderHref, serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { NICKNAME_MAX_LENGTH, nicknameSchema } from '@paywise/domain/contracts/me';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSaveNumber, useSavedOfService } from '../api/save-number';

const SAVE_FAILED = 'The number could not be saved. Please try again.';

/** "Recharge again" (recharges) or "Pay again" (bills): the service page, filled in with the order's details. */
export function RepeatOrderLink({ order, className }: { order: OrderDto; className: string }) {
  const href = repeatOrderHref(order);
  const def = serviceOfOrder(order);
  if (!href || !def) return null;
  // A postpaid bill sits with the recharges but is paid, not recharged.
  const text =
    def.group === 'recharge' && def.amount.mode !== 'billEditable' ? 'Recharge again' : 'Pay again';
  return (
    <Link to={href} className={className} aria-label={`${text}: ${def.tileLabel} ${order.itemId}`}>
      {text}
    </Link>
  );
}

/**
 * After a completed order: keep its number (or account) with an optional nickname, so the service page offers it
 * as a chip. Says so instead when it is saved already.
 */
export function SaveNumber({ order }: { order: OrderDto }) {
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
  const where = isBiller ? `the ${def.tileLabel} page and in My bills` : `the ${def.tileLabel} page`;
  const existing = saved.data?.saved.find((entry) => entry.identifier === identifier);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = nicknameSchema.safeParse(nickname);
    if (!checked.success) {
      setError(`Nickname ${checked.error.issues[0]?.message ?? 'is not valid'}.`);
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
      notifySuccess(`Saved. It is one tap away on ${where}.`);
    } catch (caught) {
      setError(errorMessage(caught, SAVE_FAILED));
    }
  };

  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="save-number-title"
      data-testid="save-number"
    >
      <h2 id="save-number-title" className="text-lg font-bold">
        Save this {what}
      </h2>
      {existing ? (
        <p className="mt-2" role="status">
          Saved{existing.nickname ? ` as ‘${existing.nickname}’` : ''}: {identifier} is one tap away on{' '}
          {where}.
          {isBiller ? (
            <>
              {' '}
              <Link
                to={paths.myBills.getHref()}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Open My bills
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2">
          <p className="text-muted">
            Pay {identifier} again in one tap from {where}.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label="Nickname (optional)"
              name="nickname"
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              placeholder={isMobile ? 'e.g. Mom' : 'e.g. Home electricity'}
              maxLength={NICKNAME_MAX_LENGTH}
              autoComplete="off"
              invalid={error !== null}
              fieldClassName="sm:flex-1"
            />
            <Button type="submit" disabled={save.isPending || saved.isPending} className="shrink-0">
              Save {what}
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
