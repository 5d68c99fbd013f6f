import { Trans, useLingui } from '@lingui/react';
import { usernameSchema } from '@paywise/domain/contracts/auth';
import { signInMobileSchema, smsCodeSchema, type OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { useSaveName, useSendSignInCode, useVerifySignInCode } from '../api/phone';
import { fieldError } from '../field-errors';
import { serverMessage } from '../../../lib/i18n/server-message';
import { FormNotice, type Notice } from './form-notice';
import { useFirstFocus } from './use-first-focus';

type Step =
  | { name: 'number' }
  | { name: 'code'; mobile: string; sentNotice: string }
  | { name: 'name'; session: OtpLoginResponse };

export interface PhoneSignInProps {
  /** Shown above the number ('Please login to continue.'). */
  notice?: Notice | null;
  onSignedIn(): void;
  onUseEmail(): void;
}

/** Seconds left until `at` (a Date.now() instant), never negative; ticks every second while above zero. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Sign in (or sign up) with a mobile number: the number, then the 6-digit code texted to it, then, for an account
 * made just now, its name (asked once). "Use email and password instead" is one tap away at every step.
 */
export function PhoneSignIn({ notice, onSignedIn, onUseEmail }: PhoneSignInProps) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [resendAt, setResendAt] = useState(0);
  const send = useSendSignInCode();

  const sendTo = (mobile: string, onError: (text: string) => void) =>
    send.mutate(mobile, {
      onSuccess: ({ message, resendAfterSeconds }) => {
        setResendAt(Date.now() + resendAfterSeconds * 1000);
        setStep({ name: 'code', mobile, sentNotice: message });
      },
      onError: (error) =>
        onError(
          errorMessage(
            error,
            i18n._({ id: 'auth.phone.sendFailed', message: 'We could not send the code. Please try again.' }),
          ),
        ),
    });

  const emailLink = (
    <p className="mt-2 text-center text-sm">
      <button
        type="button"
        onClick={onUseEmail}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
      >
        {i18n._({ id: 'auth.phone.useEmail', message: 'Use email and password instead' })}
      </button>
    </p>
  );

  if (step.name === 'number') {
    return (
      <NumberStep notice={notice} isSending={send.isPending} onSend={sendTo}>
        {emailLink}
      </NumberStep>
    );
  }
  if (step.name === 'code') {
    return (
      <CodeStep
        key={step.mobile}
        mobile={step.mobile}
        sentNotice={step.sentNotice}
        resendAt={resendAt}
        isSending={send.isPending}
        onResend={(onError) => sendTo(step.mobile, onError)}
        onChangeNumber={() => setStep({ name: 'number' })}
        onVerified={(session) => (session.isNewAccount ? setStep({ name: 'name', session }) : onSignedIn())}
      >
        {emailLink}
      </CodeStep>
    );
  }
  return <NameStep session={step.session} onDone={onSignedIn} />;
}

function NumberStep({
  notice,
  isSending,
  onSend,
  children,
}: {
  notice?: Notice | null;
  isSending: boolean;
  onSend(mobile: string, onError: (text: string) => void): void;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFirstFocus(() => inputRef.current?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = signInMobileSchema.safeParse(mobile);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSend(parsed.data, setFailure);
  };

  const shown: Notice | null = failure ? { text: failure, tone: 'error' } : (notice ?? null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {shown ? <FormNotice notice={shown} /> : null}
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.phone.mobile', message: 'Mobile number' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        // Room for the three characters of '+91' (the field's own padding fits '₹').
        className="pl-12!"
        placeholder={i18n._({ id: 'auth.phone.placeholder', message: '10-digit mobile number' })}
        hint={i18n._({
          id: 'auth.phone.hint',
          message: 'We text you a 6-digit code. New to PayWise? The code creates your account.',
        })}
        value={mobile}
        error={fieldError(i18n, error)}
        onChange={(event) => {
          setError(undefined);
          setMobile(event.target.value.replace(/\D/g, '').slice(0, 10));
        }}
      />
      <Button type="submit" block disabled={isSending}>
        {isSending
          ? i18n._({ id: 'auth.phone.sending', message: 'Sending code...' })
          : i18n._({ id: 'auth.phone.continue', message: 'Continue with mobile number' })}
      </Button>
      {children}
    </form>
  );
}

function CodeStep({
  mobile,
  sentNotice,
  resendAt,
  isSending,
  onResend,
  onChangeNumber,
  onVerified,
  children,
}: {
  mobile: string;
  sentNotice: string;
  resendAt: number;
  isSending: boolean;
  onResend(onError: (text: string) => void): void;
  onChangeNumber(): void;
  /** An existing account is signed in already; a new one is handed on to be named (then signed in). */
  onVerified(session: OtpLoginResponse): void;
  children: React.ReactNode;
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

  // Chrome on Android: the Web OTP API reads the code from the SMS (its last line is `@host #code`).
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const received = (credential as (Credential & { code?: string }) | null)?.code;
        if (received) {
          setCode(received);
          submit(received);
        }
      })
      .catch(() => {});
    return () => abort.abort();
    // Once per code step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sentTo = /to (.+)\.$/.exec(sentNotice)?.[1];
  const sentText = sentTo
    ? serverMessage(i18n, sentNotice, {
        id: 'auth.phone.sent',
        message: 'We sent a 6-digit code to {mobile}.',
        values: { mobile: sentTo },
      })
    : sentNotice;
  const shown: Notice = failure ? { text: failure, tone: 'error' } : { text: sentText, tone: 'info' };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      className="flex flex-col gap-2"
    >
      <FormNotice notice={shown} />
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.field.code', message: '{length}-digit code', values: { length: 6 } })}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        error={fieldError(i18n, error)}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <p className="text-sm text-muted">
        <Trans
          id="auth.phone.consent"
          message="A new account agrees to our <0>privacy notice</0>."
          components={[
            <a
              href={paths.customer.privacy.getHref()}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-2"
            />,
          ]}
        />
      </p>
      <Button type="submit" block disabled={verify.isPending}>
        {verify.isPending
          ? i18n._({ id: 'auth.phone.checking', message: 'Checking...' })
          : i18n._({ id: 'auth.phone.verify', message: 'Verify and continue' })}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onChangeNumber}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {i18n._({ id: 'auth.phone.changeNumber', message: 'Change number' })}
        </button>
        <button
          type="button"
          disabled={secondsLeft > 0 || isSending}
          onClick={() => onResend(setFailure)}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline disabled:text-muted disabled:no-underline"
        >
          {secondsLeft > 0
            ? i18n._({
                id: 'auth.phone.resendIn',
                message: 'Resend code in {seconds} s',
                values: { seconds: secondsLeft },
              })
            : isSending
              ? i18n._({ id: 'auth.phone.resending', message: 'Sending...' })
              : i18n._({ id: 'auth.phone.resend', message: 'Resend code' })}
        </button>
      </div>
      {children}
    </form>
  );
}

/** Asked once, right after a new account was made by its number: the name receipts and greetings use. */
function NameStep({ session, onDone }: { session: OtpLoginResponse; onDone(): void }) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  // Closed without a name (the dialog's close button, Escape): the new account is signed in all the same. The check
  // waits a tick so that a development remount (StrictMode) is not taken for a close.
  const isMounted = useRef(false);
  const isSignedIn = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      window.setTimeout(() => {
        if (!isMounted.current && !isSignedIn.current) signIn(session.token, session.user);
      }, 0);
    };
  }, [session, signIn]);
  const save = useSaveName();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  useFirstFocus(() => inputRef.current?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    save.mutate(
      { token: session.token, username: parsed.data, phoneNumber: session.user.phoneNumber },
      {
        onSuccess: ({ user: saved }) => {
          isSignedIn.current = true;
          signIn(session.token, saved);
          notify.success(
            i18n._({
              id: 'auth.phone.welcomeName',
              message: 'Welcome to PayWise, {name}!',
              values: { name: saved.username },
            }),
          );
          onDone();
        },
        onError: (caught) =>
          setError(
            errorMessage(
              caught,
              i18n._({ id: 'auth.phone.nameFailed', message: 'Your name could not be saved.' }),
            ),
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <FormNotice
        notice={{
          text: i18n._({ id: 'auth.phone.askName', message: 'You are signed in. What should we call you?' }),
          tone: 'success',
        }}
      />
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.phone.name', message: 'Your name' })}
        autoComplete="name"
        value={name}
        error={fieldError(i18n, error)}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" block disabled={save.isPending}>
        {save.isPending
          ? i18n._({ id: 'auth.phone.saving', message: 'Saving...' })
          : i18n._({ id: 'auth.phone.saveName', message: 'Save and continue' })}
      </Button>
      <Button
        variant="secondary"
        block
        onClick={() => {
          isSignedIn.current = true;
          signIn(session.token, session.user);
          notify.success(i18n._({ id: 'auth.phone.welcome', message: 'Welcome to PayWise!' }));
          onDone();
        }}
      >
        {i18n._({ id: 'auth.phone.skip', message: 'Skip for now' })}
      </Button>
    </form>
  );
}
