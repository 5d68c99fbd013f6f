import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  ORDER_RECORDS_RETENTION_YEARS,
  type NotificationChannel,
  type NotificationKind,
} from '@paywise/domain/contracts/privacy';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  exportMyData,
  useDeleteAccount,
  useNotificationPrefs,
  useSendDeletionCode,
  useUpdateNotificationPrefs,
} from '../api/data-rights';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  orderUpdates: /*i18n*/ { id: 'profile.data.kind.orderUpdates', message: 'Order updates' },
  billReminders: /*i18n*/ { id: 'profile.data.kind.billReminders', message: 'Bill reminders' },
  planExpiry: /*i18n*/ { id: 'profile.data.kind.planExpiry', message: 'Plan expiry reminders' },
  offers: /*i18n*/ { id: 'profile.data.kind.offers', message: 'Offers' },
};
const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  email: /*i18n*/ { id: 'profile.data.channel.email', message: 'Email' },
  sms: /*i18n*/ { id: 'profile.data.channel.sms', message: 'SMS' },
  push: /*i18n*/ { id: 'profile.data.channel.push', message: 'Push' },
};

/** Saves the JSON of GET /users/me/export as a file the browser downloads. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DownloadSection() {
  const { i18n } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      // The device's own date (YYYY-MM-DD), as the customer reads it.
      const today = new Date().toLocaleDateString('en-CA');
      saveJson(await exportMyData(), `paywise-my-data-${today}.json`);
      notify.success(i18n._({ id: 'profile.data.downloaded', message: 'Your data has been downloaded.' }));
    } catch (error) {
      notify.error(
        errorMessage(
          error,
          i18n._({
            id: 'profile.data.downloadFailed',
            message: 'Your data could not be downloaded. Please try again.',
          }),
        ),
      );
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <section aria-labelledby="download-data" className="border-b border-slate-200 pb-6">
      <h3 id="download-data" className="text-lg font-bold text-ink">
        {i18n._({ id: 'profile.data.downloadTitle', message: 'Download your data' })}
      </h3>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'profile.data.downloadText',
          message:
            'One file (JSON) with your profile, orders, saved numbers and billers, complaints, consents and notification settings.',
        })}
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => void download()} disabled={isLoading}>
        {isLoading
          ? i18n._({ id: 'profile.data.preparing', message: 'Preparing...' })
          : i18n._({ id: 'profile.data.download', message: 'Download my data' })}
      </Button>
    </section>
  );
}

function NotificationsSection() {
  const { i18n } = useLingui();
  const prefs = useNotificationPrefs();
  const update = useUpdateNotificationPrefs();
  // The box shows the customer's choice at once (in the same render as the click), not after the mutation's
  // optimistic update, which lands a moment later: a controlled checkbox would flick back in between.
  const [choosing, setChoosing] = useState<{ key: string; value: boolean } | null>(null);
  const toggle = (channel: NotificationChannel, kind: NotificationKind, value: boolean) => {
    setChoosing({ key: `${channel}.${kind}`, value });
    update.mutate(
      { [channel]: { [kind]: value } },
      {
        onSuccess: () =>
          notify.success(
            i18n._({ id: 'profile.data.prefsSaved', message: 'Your notification settings are saved.' }),
          ),
        onError: (error) =>
          notify.error(
            errorMessage(
              error,
              i18n._({ id: 'profile.data.prefsFailed', message: 'Your choice could not be saved.' }),
            ),
          ),
        onSettled: () => setChoosing(null),
      },
    );
  };
  return (
    <section aria-labelledby="notification-settings" className="border-b border-slate-200 py-6">
      <h3 id="notification-settings" className="text-lg font-bold text-ink">
        {i18n._({ id: 'profile.data.prefsTitle', message: 'What we send you' })}
      </h3>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'profile.data.prefsText',
          message:
            'Order updates and reminders are on until you turn them off; offers only if you turn them on. One-time codes are always sent.',
        })}
      </p>
      {prefs.isPending ? (
        <p className="mt-3 text-muted">
          {i18n._({ id: 'profile.data.prefsLoading', message: 'Loading your settings...' })}
        </p>
      ) : prefs.isError ? (
        <p className="mt-3 font-semibold text-red-700">
          {errorMessage(
            prefs.error,
            i18n._({ id: 'profile.data.prefsLoadFailed', message: 'Your settings could not be loaded.' }),
          )}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left">
            <caption className="sr-only">
              {i18n._({
                id: 'profile.data.prefsCaption',
                message: 'Notification settings by kind and channel',
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-2 text-sm font-semibold text-muted">
                  {i18n._({ id: 'profile.data.kind', message: 'Kind' })}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th
                    key={channel}
                    scope="col"
                    className="px-2 py-2 text-center text-sm font-semibold text-muted"
                  >
                    {i18n._(CHANNEL_LABELS[channel])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 font-semibold text-ink">
                    {i18n._(KIND_LABELS[kind])}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="px-2 py-1 text-center">
                      <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-brand-700"
                          aria-label={i18n._({
                            id: 'profile.data.prefLabel',
                            message: '{kind} by {channel}',
                            values: {
                              kind: i18n._(KIND_LABELS[kind]),
                              channel: i18n._(CHANNEL_LABELS[channel]),
                            },
                          })}
                          checked={
                            choosing?.key === `${channel}.${kind}`
                              ? choosing.value
                              : prefs.data[channel][kind]
                          }
                          disabled={update.isPending}
                          onChange={(event) => toggle(channel, kind, event.target.checked)}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DeleteSection() {
  const { i18n } = useLingui();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const sendCode = useSendDeletionCode();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  // An account made with a mobile number has no password: it confirms with a code sent by SMS.
  const hasPassword = Boolean(user?.email);
  const [useCode, setUseCode] = useState(!hasPassword);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const hintId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!secret.trim()) {
      setError(
        useCode
          ? i18n._({ id: 'profile.delete.codeMissing', message: 'Please enter the 6-digit code.' })
          : i18n._({ id: 'profile.delete.passwordMissing', message: 'Please enter your password.' }),
      );
      return;
    }
    deleteAccount.mutate(useCode ? { code: secret.trim() } : { password: secret }, {
      onSuccess: ({ message }) => {
        signOut({ alreadyEnded: true });
        notify.success(message);
        void navigate(paths.home.getHref());
      },
      onError: (failure) =>
        setError(
          errorMessage(
            failure,
            i18n._({ id: 'profile.delete.failed', message: 'Your account could not be deleted.' }),
          ),
        ),
    });
  };

  return (
    <section aria-labelledby="delete-account" className="pt-6">
      <h3 id="delete-account" className="text-lg font-bold text-ink">
        {i18n._({ id: 'profile.delete.title', message: 'Delete your account' })}
      </h3>
      <p className="mt-1 text-muted">
        <Trans
          id="profile.delete.text"
          message="Your profile, saved numbers and billers, and the contact details of your complaints are erased at once, and you are signed out everywhere. The records of your orders and payments are kept for {years} years without your name, as Indian tax and payment rules require (see the <0>privacy notice</0>)."
          values={{ years: ORDER_RECORDS_RETENTION_YEARS }}
          components={[<Link to={paths.customer.privacy.getHref()} className={LINK} />]}
        />
      </p>
      {!isOpen ? (
        <Button variant="danger" className="mt-3" onClick={() => setIsOpen(true)}>
          {i18n._({ id: 'profile.delete.open', message: 'Delete my account' })}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={i18n._({ id: 'profile.delete.form', message: 'Delete account' })}
          className="mt-3 flex max-w-md flex-col gap-2"
        >
          <TextField
            label={
              useCode
                ? hasPassword
                  ? i18n._({ id: 'profile.delete.emailCode', message: 'Code from the email' })
                  : i18n._({ id: 'profile.delete.smsCode', message: 'Code from the SMS' })
                : i18n._({ id: 'profile.delete.password', message: 'Your password' })
            }
            type={useCode ? 'text' : 'password'}
            inputMode={useCode ? 'numeric' : undefined}
            autoComplete={useCode ? 'one-time-code' : 'current-password'}
            maxLength={useCode ? 6 : undefined}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={error}
            aria-describedby={hintId}
          />
          <p id={hintId} className="text-sm text-muted">
            {!useCode
              ? i18n._({ id: 'profile.delete.passwordHint', message: 'Confirm with your password.' })
              : hasPassword
                ? i18n._({
                    id: 'profile.delete.emailHint',
                    message: 'Enter the 6-digit code we emailed you.',
                  })
                : i18n._({
                    id: 'profile.delete.smsHint',
                    message: 'Enter the 6-digit code we send to your mobile number.',
                  })}
          </p>
          {user ? (
            <button
              type="button"
              className={`${LINK} inline-flex min-h-11 items-center self-start`}
              disabled={sendCode.isPending}
              onClick={() => {
                setError(undefined);
                sendCode.mutate(undefined, {
                  onSuccess: ({ message }) => {
                    setUseCode(true);
                    setSecret('');
                    notify.success(message);
                  },
                  onError: (failure) =>
                    setError(
                      errorMessage(
                        failure,
                        i18n._({ id: 'profile.delete.sendFailed', message: 'The code could not be sent.' }),
                      ),
                    ),
                });
              }}
            >
              {useCode
                ? hasPassword
                  ? i18n._({ id: 'profile.delete.resend', message: 'Send a new code' })
                  : i18n._({ id: 'profile.delete.smsMe', message: 'Send me a code by SMS' })
                : i18n._({ id: 'profile.delete.emailMe', message: 'Email me a code instead' })}
            </button>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending
                ? i18n._({ id: 'profile.delete.busy', message: 'Deleting...' })
                : i18n._({ id: 'profile.delete.confirm', message: 'Delete my account for good' })}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setIsOpen(false);
                setSecret('');
                setError(undefined);
              }}
            >
              {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** "Your data" (docs/decisions/0023): take it out, decide what we send, or erase the account. */
export default function YourDataPage() {
  const { i18n } = useLingui();
  return (
    <>
      <h2 className="mb-1 text-xl font-bold">{i18n._({ id: 'profile.data.title', message: 'Your data' })}</h2>
      <p className="mb-5 text-muted">
        <Trans
          id="profile.data.intro"
          message="What we keep and why is in our <0>privacy notice</0>."
          components={[<Link to={paths.customer.privacy.getHref()} className={LINK} />]}
        />
      </p>
      <DownloadSection />
      <NotificationsSection />
      <DeleteSection />
    </>
  );
}
