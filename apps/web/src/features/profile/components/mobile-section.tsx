import { useLingui } from '@lingui/react';
import { signInMobileSchema, smsCodeSchema } from '@paywise/domain/contracts/phone';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession, type SessionUser } from '../../../lib/session';
import { useSendMobileCode, useSmsPreferences, useVerifyMobile } from '../api/mobile';
import { fieldError } from '../texts';
import { serverMessage } from '../../../lib/i18n/server-message';

type Step = { name: 'idle' } | { name: 'number' } | { name: 'code'; mobile: string; notice: string };

/**
 * The profile's mobile for signing in: add or change it with a code texted to it (a number verified on another
 * account is refused), and the order / refund SMS switch. The profile form's Phone Number above is the same
 * column: a number typed there is not verified until proven here.
 */
export function MobileSection({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMobileCode();
  const verify = useVerifyMobile();
  const preferences = useSmsPreferences();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  // Shown at once when ticked; put back if the server refuses.
  const [smsUpdates, setSmsUpdates] = useState(user.smsUpdates);
  useEffect(() => setSmsUpdates(user.smsUpdates), [user.smsUpdates]);

  useEffect(() => {
    if (step.name !== 'idle') inputRef.current?.focus();
  }, [step]);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInMobileSchema.safeParse(mobile);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setCode('');
        const sentTo = /to (.+)\.$/.exec(message)?.[1];
        const notice = sentTo
          ? serverMessage(i18n, message, {
              id: 'profile.mobile.sent',
              message: 'We sent a 6-digit code to {mobile}.',
              values: { mobile: sentTo },
            })
          : message;
        setStep({ name: 'code', mobile: parsed.data, notice });
      },
      onError: (caught) =>
        setError(
          errorMessage(
            caught,
            i18n._({
              id: 'profile.mobile.sendFailed',
              message: 'We could not send the code. Please try again.',
            }),
          ),
        ),
    });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    verify.mutate(
      { mobile: step.mobile, code: parsed.data },
      {
        onSuccess: ({ user: saved, message }) => {
          setUser(saved);
          setStep({ name: 'idle' });
          notify.success(
            serverMessage(i18n, message, {
              id: 'profile.mobile.verified',
              message: 'Mobile number verified.',
            }),
          );
        },
        onError: (caught) =>
          setError(
            errorMessage(
              caught,
              i18n._({ id: 'profile.mobile.checkFailed', message: 'The code could not be checked.' }),
            ),
          ),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 flex max-w-xl flex-col gap-3">
      <h3 id={headingId} className="text-lg font-bold">
        {i18n._({ id: 'profile.mobile.title', message: 'Mobile sign-in' })}
      </h3>
      {user.isMobileVerified && user.phoneNumber ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">+91 {user.phoneNumber}</span>
          <span className="inline-flex items-center gap-1 rounded-lg bg-green-100 px-2 py-1 text-sm font-semibold text-green-800">
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            {i18n._({ id: 'profile.verified', message: 'Verified' })}
          </span>
          <span className="text-muted">
            {i18n._({ id: 'profile.mobile.canSignIn', message: 'You can sign in with this number.' })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted">
          {i18n._({
            id: 'profile.mobile.intro',
            message: 'Verify a mobile number to sign in with a code sent by SMS, without your password.',
          })}
        </p>
      )}

      {step.name === 'idle' ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setMobile(user.isMobileVerified ? '' : (user.phoneNumber ?? ''));
              setError(undefined);
              setStep({ name: 'number' });
            }}
          >
            {user.isMobileVerified
              ? i18n._({ id: 'profile.mobile.change', message: 'Change mobile number' })
              : i18n._({ id: 'profile.mobile.add', message: 'Add and verify mobile number' })}
          </Button>
        </div>
      ) : step.name === 'number' ? (
        <form noValidate onSubmit={onSend} className="flex flex-col gap-2">
          <TextField
            ref={inputRef}
            label={i18n._({ id: 'profile.mobile.number', message: 'Mobile number to verify' })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={i18n._({ id: 'profile.field.phonePlaceholder', message: '10-digit mobile number' })}
            value={mobile}
            error={fieldError(i18n, error)}
            onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 10))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending
                ? i18n._({ id: 'profile.mobile.sending', message: 'Sending code...' })
                : i18n._({ id: 'profile.mobile.send', message: 'Send code' })}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ name: 'idle' })}>
              {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify} className="flex flex-col gap-2">
          <p role="status" className="text-sm font-medium">
            {step.notice}
          </p>
          <TextField
            ref={inputRef}
            label={i18n._({ id: 'profile.mobile.code', message: '6-digit code' })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            error={fieldError(i18n, error)}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending
                ? i18n._({ id: 'profile.mobile.verifying', message: 'Verifying...' })
                : i18n._({ id: 'profile.mobile.verify', message: 'Verify mobile number' })}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ name: 'idle' })}>
              {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
            </Button>
          </div>
        </form>
      )}

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
    </section>
  );
}
