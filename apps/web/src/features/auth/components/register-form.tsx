import { emailSchema, newPasswordSchema, usernameSchema } from '@paywise/domain/contracts/auth';
import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { useRegister } from '../api/register';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../field-errors';
import { serverMessage } from '../../../lib/i18n/server-message';
import { FormNotice, type Notice } from './form-notice';
import { useFirstFocus } from './use-first-focus';

// The server's own rules (shared contract) plus the confirmation, which only the form knows about.
const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: z.string().trim().min(1, 'Email is required.').pipe(emailSchema),
    password: z.string().min(1, 'Password is required.').pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
  });
type RegisterForm = z.input<typeof registerFormSchema>;

const EMPTY: RegisterForm = { username: '', email: '', password: '', confirmPassword: '' };

export interface RegisterFormProps {
  /** Why the dialog opened ('Please login to continue.'), above the fields. */
  notice?: Notice | null;
  /**
   * The dialog was opened to go on with something (Pay): a registration signs the customer in at once. Opened from
   * the header, a registration returns to the login panel (the specification's flow).
   */
  signInAfter: boolean;
  /** Registered and signed in with the same email and password: the dialog's opener goes on. */
  onSignedIn(): void;
  /**
   * Registered from the header, or registered but the sign-in that follows did not work (network, limits): the login panel follows with this
   * email and the message of docs/product.md#accounts.
   */
  onRegistered(email: string, message: string): void;
  onShowLogin(): void;
}

export function RegisterForm({
  notice,
  signInAfter,
  onSignedIn,
  onRegistered,
  onShowLogin,
}: RegisterFormProps) {
  const { i18n } = useLingui();
  const mutation = useRegister();
  const registered = (message: string | undefined) =>
    serverMessage(i18n, message || 'Registration successful! Please login.', {
      id: 'auth.register.done',
      message: 'Registration successful! Please login.',
    });
  const { signIn } = useSession();
  /** Between the registration's answer and the sign-in's: the button stays busy. */
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });

  useFirstFocus(() => setFocus('username'));

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(({ username, email, password }) => {
    setFailure(null);
    mutation.mutate(
      { username, email, password },
      {
        // The customer just chose this password: they are signed in with it at once (POST /api/auth/login, the
        // spec's register answer being a message only), not asked to type it again.
        onSuccess: async ({ message }) => {
          if (!signInAfter) {
            onRegistered(email, registered(message));
            return;
          }
          setIsSigningIn(true);
          try {
            const session = await login({ email, password });
            // A new account has no two-step sign-in; should it ever, the login panel asks for the code.
            if (!('token' in session)) throw new Error('two-step sign-in');
            signIn(session.token, session.user);
            notify.success(
              serverMessage(i18n, session.message, {
                id: 'auth.login.welcomeBack',
                message: 'Welcome back, {name}!',
                values: { name: session.user.username },
              }),
            );
            onSignedIn();
          } catch {
            onRegistered(email, registered(message));
          } finally {
            setIsSigningIn(false);
          }
        },
        onError: (error) => {
          // In the dialog, not under its backdrop; focus goes to it (Tab then reaches the first field).
          setFailure(
            errorMessage(
              error,
              i18n._({ id: 'auth.register.failed', message: 'An error occurred during registration.' }),
            ),
          );
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {failure ? (
        <FormNotice ref={failureRef} notice={{ text: failure, tone: 'error' }} />
      ) : notice ? (
        <FormNotice notice={notice} />
      ) : null}
      <TextField
        label={i18n._({ id: 'auth.field.username', message: 'Username' })}
        autoComplete="username"
        error={fieldError(i18n, errors.username?.message)}
        {...register('username')}
      />
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
        autoComplete="new-password"
        error={fieldError(i18n, errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={i18n._({ id: 'auth.field.confirmPassword', message: 'Confirm Password' })}
        type="password"
        autoComplete="new-password"
        error={fieldError(i18n, errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-muted" data-testid="privacy-consent">
        {/* A new tab: the form in this dialog keeps what was typed. */}
        <Trans
          id="auth.register.consent"
          message="By registering you agree to our <0>privacy notice</0>."
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
      <Button type="submit" block disabled={mutation.isPending || isSigningIn}>
        {mutation.isPending || isSigningIn
          ? i18n._({ id: 'auth.register.busy', message: 'Creating account...' })
          : i18n._({ id: 'auth.register.submit', message: 'Register' })}
      </Button>
      <p className="mt-2 text-center text-sm">
        <Trans
          id="auth.register.haveAccount"
          message="Already have an account? <0>Login</0>"
          components={[
            <button
              type="button"
              onClick={onShowLogin}
              className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
            />,
          ]}
        />
      </p>
    </form>
  );
}
