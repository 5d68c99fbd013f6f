import { zodResolver } from '@hookform/resolvers/zod';
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
import { FormNotice, type Notice } from './form-notice';
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
  /** "Forgot password?", with the email typed so far. */
  onForgotPassword(email: string): void;
}

export function LoginForm({
  initialEmail,
  notice,
  onSignedIn,
  onShowRegister,
  onForgotPassword,
}: LoginFormProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
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

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: ({ token, user, message }) => {
        signIn(token, user);
        notify.success(message || `Welcome back, ${user.username}!`);
        onSignedIn();
        if (user.role === 'ADMIN') void navigate(paths.admin.dashboard.getHref());
      },
      onError: (error) => {
        // In the dialog, not under its backdrop; focus goes to it (Tab then reaches the email field).
        setFailure(errorMessage(error, 'An error occurred during login.'));
      },
    });
  });

  const shown: Notice | null = failure ? { text: failure, tone: 'error' } : (notice ?? null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {shown ? <FormNotice ref={failureRef} notice={shown} /> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-1 text-right text-sm">
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email').trim())}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          Forgot password?
        </button>
      </p>
      <Button type="submit" block disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <p className="mt-2 text-center text-sm">
        Don&apos;t have an account?{' '}
        <button
          type="button"
          onClick={onShowRegister}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          Create Account
        </button>
      </p>
    </form>
  );
}
