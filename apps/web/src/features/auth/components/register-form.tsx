import { emailSchema, newPasswordSchema, usernameSchema } from '@paywise/domain/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { TextField } from '../../../components/ui/form-controls';

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

export function RegisterForm({ onRegistered, onShowLogin }: { onRegistered(): void; onShowLogin(): void }) {
  const mutation = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ username, email, password }) =>
    mutation.mutate(
      { username, email, password },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Registration successful! Please login.');
          reset(EMPTY);
          onRegistered();
        },
        onError: (error) => notify.error(errorMessage(error, 'An error occurred during registration.')),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" block disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Register'}
      </Button>
      <p className="mt-2 text-center text-sm">
        Already have an account?{' '}
        <button
          type="button"
          onClick={onShowLogin}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          Login
        </button>
      </p>
    </form>
  );
}
