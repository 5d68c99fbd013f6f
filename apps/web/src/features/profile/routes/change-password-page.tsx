import { useLingui } from '@lingui/react';
import { newPasswordSchema } from '@paywise/domain/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../texts';
import { serverMessage } from '../../../lib/i18n/server-message';

const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'Old password is required.'),
    newPassword: z.string().min(1, 'New password is required.').pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'New passwords do not match.',
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  const { i18n } = useLingui();
  const { user, signIn } = useSession();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) =>
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ message, token }) => {
          // Every earlier token was revoked: this session continues with the new one.
          if (user) signIn(token, user);
          reset(EMPTY);
          notify.success(
            serverMessage(i18n, message || 'Password changed successfully!', {
              id: 'profile.password.changed',
              message: 'Password changed successfully!',
            }),
          );
        },
        onError: (error) =>
          notify.error(
            errorMessage(
              error,
              i18n._({ id: 'profile.password.failed', message: 'Failed to change password.' }),
            ),
          ),
      },
    ),
  );

  return (
    <>
      <h2 className="mb-4 text-xl font-bold">
        {i18n._({ id: 'profile.password.title', message: 'Change Password' })}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-2">
        <TextField
          label={i18n._({ id: 'profile.password.old', message: 'Old Password' })}
          type="password"
          autoComplete="current-password"
          error={fieldError(i18n, errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <TextField
          label={i18n._({ id: 'profile.password.new', message: 'New Password' })}
          type="password"
          autoComplete="new-password"
          error={fieldError(i18n, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={i18n._({ id: 'profile.password.confirm', message: 'Confirm New Password' })}
          type="password"
          autoComplete="new-password"
          error={fieldError(i18n, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending
              ? i18n._({ id: 'profile.password.busy', message: 'Changing...' })
              : i18n._({ id: 'profile.password.submit', message: 'Change Password' })}
          </Button>
        </div>
      </form>
    </>
  );
}
