import { emailSchema, newPasswordSchema, OTP_LENGTH } from '@paywise/domain/contracts/auth';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useForgotPassword, useResetPassword } from '../api/password-reset';
import { fieldError } from '../field-errors';
import { serverMessage } from '../../../lib/i18n/server-message';
import { FormNotice, type Notice } from './form-notice';
import { useFirstFocus } from './use-first-focus';

type Field = 'email' | 'code' | 'password' | 'confirm';

export interface ForgotPasswordFormProps {
  /** What was typed in the login panel's Email. */
  initialEmail?: string;
  /** The new password is set and the customer signed in with it: the dialog's opener goes on. */
  onSignedIn(): void;
  onBackToLogin(): void;
}

/**
 * "Forgot password?": the email, then the emailed 6-digit code with a new password (typed twice). The server
 * answers the email step alike whether or not an account uses it; a right code sets the password, ends every
 * other session and signs the customer in here.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onSignedIn,
  onBackToLogin,
}: ForgotPasswordFormProps) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useFirstFocus(() => emailRef.current?.focus());
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setErrors({ email: checked.error.issues[0]?.message });
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    setNotice(null);
    forgot.mutate(
      { email: checked.data },
      {
        onSuccess: ({ message }) => {
          setNotice({
            text: serverMessage(i18n, message, {
              id: 'auth.forgot.sent',
              message:
                'If an account uses this email, we have sent a {length}-digit code to it. It is valid for 10 minutes.',
              values: { length: OTP_LENGTH },
            }),
            tone: 'info',
          });
          setStep('code');
          codeRef.current?.focus();
        },
        onError: (error) =>
          setNotice({
            text: errorMessage(
              error,
              i18n._({ id: 'auth.forgot.sendFailed', message: 'The code could not be sent.' }),
            ),
            tone: 'error',
          }),
      },
    );
  };

  const setNewPassword = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
      found.code = `Please enter the complete ${OTP_LENGTH}-digit code.`;
    }
    const strong = newPasswordSchema.safeParse(password);
    if (!strong.success) found.password = strong.error.issues[0]?.message;
    if (!found.password && password !== confirm) found.confirm = 'Passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { email: email.trim(), otp: code.trim(), newPassword: password },
      {
        onSuccess: ({ token, user, message }) => {
          signIn(token, user);
          notify.success(
            serverMessage(i18n, message, {
              id: 'auth.forgot.done',
              message: 'Your password has been changed. You are now logged in.',
            }),
          );
          onSignedIn();
        },
        onError: (error) =>
          setNotice({
            text: errorMessage(
              error,
              i18n._({ id: 'auth.forgot.resetFailed', message: 'Your password could not be changed.' }),
            ),
            tone: 'error',
          }),
      },
    );
  };

  const back = (
    <p className="mt-2 text-center text-sm">
      <button
        type="button"
        onClick={onBackToLogin}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
      >
        {i18n._({ id: 'auth.forgot.back', message: 'Back to login' })}
      </button>
    </p>
  );

  if (step === 'email') {
    return (
      <form noValidate onSubmit={sendCode} className="flex flex-col gap-2">
        {notice ? <FormNotice ref={noticeRef} notice={notice} /> : null}
        <p className="text-sm text-muted">
          {i18n._({
            id: 'auth.forgot.intro',
            message:
              'Enter the email of your account. We will send you a {length}-digit code to set a new password.',
            values: { length: OTP_LENGTH },
          })}
        </p>
        <TextField
          ref={emailRef}
          label={i18n._({ id: 'auth.field.email', message: 'Email' })}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError(i18n, errors.email)}
        />
        <Button type="submit" block disabled={forgot.isPending}>
          {forgot.isPending
            ? i18n._({ id: 'auth.forgot.sending', message: 'Sending code...' })
            : i18n._({ id: 'auth.forgot.send', message: 'Send code' })}
        </Button>
        {back}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={setNewPassword} className="flex flex-col gap-2">
      {notice ? <FormNotice ref={noticeRef} notice={notice} /> : null}
      <TextField
        ref={codeRef}
        label={i18n._({
          id: 'auth.field.code',
          message: '{length}-digit code',
          values: { length: OTP_LENGTH },
        })}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={fieldError(i18n, errors.code)}
      />
      <TextField
        label={i18n._({ id: 'auth.forgot.newPassword', message: 'New password' })}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(i18n, errors.password)}
      />
      <TextField
        label={i18n._({ id: 'auth.forgot.confirmPassword', message: 'Confirm new password' })}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={fieldError(i18n, errors.confirm)}
      />
      <Button type="submit" block disabled={reset.isPending}>
        {reset.isPending
          ? i18n._({ id: 'auth.forgot.saving', message: 'Saving...' })
          : i18n._({ id: 'auth.forgot.setPassword', message: 'Set new password' })}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => sendCode()}
          disabled={forgot.isPending}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {i18n._({ id: 'auth.forgot.resend', message: 'Send a new code' })}
        </button>
      </p>
      {back}
    </form>
  );
}
