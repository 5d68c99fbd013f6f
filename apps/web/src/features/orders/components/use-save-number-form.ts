import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { NICKNAME_MAX_LENGTH, nicknameSchema } from '@paywise/domain/contracts/me';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { serviceText } from '../../../lib/i18n/catalogue';
import { notifySuccess } from '../../../lib/notify';
import { useSaveNumber, useSavedOfService } from '../api/save-number';

/** Why the nickname cannot be saved, in the customer's words. */
function nicknameErrorText(i18n: I18n, reason: string): string {
  return reason.startsWith('must be at most')
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
        });
}

/**
 * Saving the order's number (or account): the service and number it is for, the entry saved already, the
 * nickname typed and its error. Null when the order's service keeps no number.
 */
export function useSaveNumberForm(order: OrderDto) {
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
      setError(nicknameErrorText(i18n, checked.error.issues[0]?.message ?? 'is not valid'));
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

  return {
    identifier,
    isMobile,
    isBiller,
    what,
    where,
    service,
    existing,
    nickname,
    setNickname,
    error,
    onSubmit,
    isPending: save.isPending || saved.isPending,
  };
}
