import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SignedInResponse } from '@paywise/domain/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../field-errors';
import { serverMessage } from '../../../lib/i18n/server-message';
import { CreateAccountLink } from './create-account-link';
import { FormNotice, type Notice } from './form-notice';
import { TwoFactorStep } from './two-factor-step';
import { useFirstFocus } from './use-first-focus';

const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.'),
  password: z.string().min(1, 'Password is required.'),
});
type LoginForm = z.infer<typeof loginFormSchema>;

export interface LoginFormProps {
  /** Just registered: the email is filled in and the password is focused. */
  initialEmail?: string;
  /** Shown above the fields ('Please login to continue.', 'Registration successful! Please login.'). */
  notice?: Notice | null;
  onSignedIn(): void;
  onShowRegister(): void;
  /** Back to signing in with a mobile number (only when the server sends SMS). */
  onUseMobile?(): void;
  /** "Forgot password?", with the email typed so far. */
  onForgotPassword(email: string): void;
}

export function LoginForm({
  initialEmail,
  notice,
  onSignedIn,
  onShowRegister,
  onUseMobile,
  onForgotPassword,
}: LoginFormProps) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail ?? '', password: '' },
  });

  useFirstFocus(() => setFocus(initialEmail ? 'password' : 'email'));

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const signedIn = ({ token, user, message }: SignedInResponse) => {
    signIn(token, user);
    notify.success(
      serverMessage(i18n, message, {
        id: 'auth.login.welcomeBack',
        message: 'Welcome back, {name}!',
        values: { name: user.username },
      }),
    );
    onSignedIn();
    if (user.role === 'ADMIN') void navigate(paths.admin.dashboard.getHref());
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      // Two-step sign-in on: the password was right, the code step asks for the authenticator's code.
      onSuccess: (answer) => ('challenge' in answer ? setChallenge(answer.challenge) : signedIn(answer)),
      onError: (error) => {
        // In the dialog, not under its backdrop; focus goes to it (Tab then reaches the email field).
        setFailure(
          errorMessage(
            error,
            i18n._({ id: 'auth.login.failed', message: 'An error occurred during login.' }),
          ),
        );
      },
    });
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onBack={() => {
          setChallenge(null);
          setFailure(null);
        }}
      />
    );
  }

  const shown: Notice | null = failure ? { text: failure, tone: 'error' } : (notice ?? null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {shown ? <FormNotice ref={failureRef} notice={shown} /> : null}
      <TextField
        label={i18n._({ id: 'auth.field.email', message: 'Email' })}
        type="email"
        autoComplete="email"
        error={fieldError(i18n, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={i18n._({ id: 'auth.field.password', message: 'Password' })}
        type="password"
        autoComplete="current-password"
        error={fieldError(i18n, errors.password?.message)}
        {...register('password')}
      />
      <p className="-mt-1 text-right text-sm">
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email').trim())}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {i18n._({ id: 'auth.login.forgot', message: 'Forgot password?' })}
        </button>
      </p>
      <Button type="submit" block disabled={mutation.isPending}>
        {mutation.isPending
          ? i18n._({ id: 'auth.login.busy', message: 'Logging in...' })
          : i18n._({ id: 'auth.login.submit', message: 'Login' })}
      </Button>
      {onUseMobile ? (
        <p className="mt-2 text-center text-sm">
          <button
            type="button"
            onClick={onUseMobile}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
          >
            {i18n._({ id: 'auth.login.useMobile', message: 'Sign in with mobile number instead' })}
          </button>
        </p>
      ) : null}
      <CreateAccountLink onShowRegister={onShowRegister} className="mt-2 text-center text-sm" />
    </form>
  );
}
