import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession, type SessionUser } from '../../../lib/session';
import { serverMessage } from '../../../lib/i18n/server-message';
import { useSmsPreferences } from '../api/mobile';

/** The order / refund SMS switch (sign-in codes are sent whatever it says). */
export function SmsUpdatesCheckbox({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const preferences = useSmsPreferences();
  // Shown at once when ticked; put back if the server refuses.
  const [smsUpdates, setSmsUpdates] = useState(user.smsUpdates);
  useEffect(() => setSmsUpdates(user.smsUpdates), [user.smsUpdates]);

  return (
    <label className="mt-2 flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={smsUpdates}
        disabled={preferences.isPending}
        onChange={(event) => {
          const wanted = event.target.checked;
          setSmsUpdates(wanted);
          preferences.mutate(wanted, {
            onSuccess: ({ user: saved, message }) => {
              setUser(saved);
              notify.success(
                serverMessage(
                  i18n,
                  message,
                  saved.smsUpdates
                    ? { id: 'profile.sms.on', message: 'Order and refund SMS are on.' }
                    : { id: 'profile.sms.off', message: 'Order and refund SMS are off.' },
                ),
              );
            },
            onError: (caught) => {
              setSmsUpdates(!wanted);
              notify.error(
                errorMessage(
                  caught,
                  i18n._({ id: 'profile.sms.failed', message: 'Your SMS preference could not be saved.' }),
                ),
              );
            },
          });
        }}
      />
      {i18n._({
        id: 'profile.sms.label',
        message: 'Text me when an order completes or a refund starts (sign-in codes are always sent)',
      })}
    </label>
  );
}
