import { useLingui } from '@lingui/react';
import type { SignedInResponse } from '@paywise/domain/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useTwoFactorSignIn } from '../api/two-factor';
import { FormNotice, type Notice } from './form-notice';

/** 6 digits, or a recovery code (12 letters and digits, dashes and spaces ignored). */
const looksLikeCode = (value: string) => /^(\d{6}|[a-z2-7]{12})$/i.test(value.replace(/[\s-]+/g, ''));

/**
 * The sign-in's second step when two-step sign-in is on (decision 0047): the 6-digit code of the authenticator
 * app, or one of the recovery codes. The password step's challenge lives 5 minutes; `onBack` starts again.
 */
export function TwoFactorStep({
  challenge,
  notice,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  /** Shown above the field (a password reset says the password was changed). */
  notice?: Notice | null;
  onSignedIn(session: SignedInResponse): void;
  onBack(): void;
}) {
  const { i18n } = useLingui();
  const mutation = useTwoFactorSignIn();
  const [code, setCode] = useState('');
  /** Typing a recovery code (letters) rather than the app's 6 digits (a numeric keypad). */
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = () => {
    setFailure(null);
    if (!looksLikeCode(code)) {
      setError(
        i18n._({
          id: 'auth.twoFactor.codeRequired',
          message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
        }),
      );
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (failed) => {
          setCode('');
          setFailure(
            errorMessage(
              failed,
              i18n._({
                id: 'auth.twoFactor.failed',
                message: 'The code could not be checked. Please try again.',
              }),
            ),
          );
        },
      },
    );
  };

  const shown: Notice = failure
    ? { text: failure, tone: 'error' }
    : (notice ?? {
        text: i18n._({
          id: 'auth.twoFactor.intro',
          message:
            'Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows now.',
        }),
        tone: 'info',
      });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2"
      data-testid="two-factor-step"
    >
      <FormNotice ref={failureRef} notice={shown} />
      <TextField
        ref={inputRef}
        label={
          recovery
            ? i18n._({ id: 'auth.twoFactor.recoveryLabel', message: 'Recovery code' })
            : i18n._({ id: 'auth.twoFactor.codeLabel', message: '6-digit code from your authenticator app' })
        }
        hint={
          recovery
            ? i18n._({ id: 'auth.twoFactor.recoveryHint', message: 'Each recovery code works once.' })
            : undefined
        }
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 20 : 6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <p className="-mt-1 text-right text-sm">
        <button
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
            inputRef.current?.focus();
          }}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {recovery
            ? i18n._({ id: 'auth.twoFactor.useApp', message: 'Use the code of my authenticator app' })
            : i18n._({ id: 'auth.twoFactor.useRecovery', message: 'Lost your phone? Use a recovery code' })}
        </button>
      </p>
      <Button type="submit" block disabled={mutation.isPending}>
        {mutation.isPending
          ? i18n._({ id: 'auth.twoFactor.busy', message: 'Checking...' })
          : i18n._({ id: 'auth.twoFactor.submit', message: 'Verify and sign in' })}
      </Button>
      <p className="mt-2 text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {i18n._({ id: 'auth.twoFactor.back', message: 'Start again' })}
        </button>
      </p>
    </form>
  );
}
