import { useLingui } from '@lingui/react';
import { smsCodeSchema, type OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/i18n/server-message';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useVerifySignInCode } from '../api/phone';
import { useFirstFocus } from './use-first-focus';
import { useSecondsUntil } from './use-seconds-until';

/**
 * The code step's state: the typed code, its check with the server (an existing account is signed in here), the
 * countdown to "Resend code", and the code read from the SMS where the browser can.
 */
export function usePhoneCodeStep({
  mobile,
  resendAt,
  onVerified,
}: {
  mobile: string;
  resendAt: number;
  onVerified(session: OtpLoginResponse): void;
}) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  const verify = useVerifySignInCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(resendAt);
  useFirstFocus(() => inputRef.current?.focus());

  const submit = (value: string) => {
    setFailure(null);
    const parsed = smsCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(
      { mobile, code: parsed.data },
      {
        onSuccess: (session) => {
          // Storing the session closes the modal: a new account is named first.
          if (!session.isNewAccount) {
            signIn(session.token, session.user);
            notify.success(
              serverMessage(i18n, session.message, {
                id: 'auth.login.welcomeBack',
                message: 'Welcome back, {name}!',
                values: { name: session.user.username },
              }),
            );
          }
          onVerified(session);
        },
        onError: (caught) =>
          setFailure(
            errorMessage(
              caught,
              i18n._({
                id: 'auth.phone.checkFailed',
                message: 'The code could not be checked. Please try again.',
              }),
            ),
          ),
      },
    );
  };

  /** What is typed or pasted: digits only; the sixth one sends the code (one tap fewer, as the leaders do). */
  const typeCode = (typed: string) => {
    const next = typed.replace(/\D/g, '').slice(0, 6);
    setCode(next);
    if (next.length === 6 && code.length < 6 && !verify.isPending) submit(next);
  };

  useSmsCode((received) => {
    setCode(received);
    submit(received);
  });

  return {
    code,
    typeCode,
    error,
    failure,
    setFailure,
    inputRef,
    secondsLeft,
    submit,
    isVerifying: verify.isPending,
  };
}

/** Chrome on Android: the Web OTP API reads the code from the SMS (its last line is `@host #code`). */
function useSmsCode(onReceived: (code: string) => void) {
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const received = (credential as (Credential & { code?: string }) | null)?.code;
        if (received) onReceived(received);
      })
      .catch(() => {});
    return () => abort.abort();
    // Once per code step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
