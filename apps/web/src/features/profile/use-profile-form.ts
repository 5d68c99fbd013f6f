import { useLingui } from '@lingui/react';
import { updateProfileRequestSchema } from '@paywise/domain/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSession, type SessionUser } from '../../lib/session';
import { serverMessage } from '../../lib/i18n/server-message';
import { useUpdateProfile } from './api/update-profile';

type ProfileForm = z.input<typeof updateProfileRequestSchema>;

export type ProfileFormState = ReturnType<typeof useProfileForm>;

const valuesOf = (user: SessionUser | null): ProfileForm => ({
  username: user?.username ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
});

/** The profile form (username, phone number, date of birth): read-only until Edit, then saved or put back. */
export function useProfileForm() {
  const { i18n } = useLingui();
  const { user, setUser } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileForm, unknown, z.output<typeof updateProfileRequestSchema>>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: valuesOf(user),
  });

  // Fresh user data (reload refresh, verification) shows up unless the user is in the middle of editing.
  useEffect(() => {
    if (!isEditing) reset(valuesOf(user));
  }, [user, isEditing, reset]);

  const onSave = handleSubmit((values) =>
    update.mutate(
      {
        username: values.username,
        phoneNumber: values.phoneNumber || '',
        dateOfBirth: values.dateOfBirth || '',
      },
      {
        onSuccess: ({ user: saved, message }) => {
          setUser(saved);
          reset(valuesOf(saved));
          setIsEditing(false);
          notify.success(
            serverMessage(i18n, message || 'Profile updated successfully!', {
              id: 'profile.updated',
              message: 'Profile updated successfully!',
            }),
          );
        },
        onError: (error) =>
          notify.error(
            errorMessage(error, i18n._({ id: 'profile.updateFailed', message: 'Failed to update profile.' })),
          ),
      },
    ),
  );

  const onCancel = () => {
    reset(valuesOf(user));
    setIsEditing(false);
  };

  return {
    isEditing,
    startEditing: () => setIsEditing(true),
    isSaving: update.isPending,
    register,
    errors,
    onSave,
    onCancel,
  };
}
