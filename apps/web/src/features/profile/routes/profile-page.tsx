import { useLingui } from '@lingui/react';
import { OTP_RESEND_SECONDS, updateProfileRequestSchema } from '@paywise/domain/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession, type SessionUser } from '../../../lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useSmsAvailable } from '../api/mobile';
import { useUpdateProfile } from '../api/update-profile';
import { LanguageSection } from '../components/language-section';
import { MobileSection } from '../components/mobile-section';
import { UpiSection } from '../components/upi-section';
import { VerifyEmailModal } from '../components/verify-email-modal';
import { Check } from 'lucide-react';
import { fieldError } from '../texts';
import { serverMessage } from '../../../lib/i18n/server-message';

type ProfileForm = z.input<typeof updateProfileRequestSchema>;

const valuesOf = (user: SessionUser | null): ProfileForm => ({
  username: user?.username ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
});

const today = () => new Date().toISOString().slice(0, 10);

export default function ProfilePage() {
  const { i18n } = useLingui();
  const { user, setUser } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [isVerifyOpen, setIsVerifyOpen] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const update = useUpdateProfile();
  const smsAvailable = useSmsAvailable();
  const send = useSendVerificationEmail();
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

  if (!user) return null;

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

  const onVerifyClick = () =>
    send.mutate(undefined, {
      onSuccess: ({ message }) => {
        setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
        setSentNotice(
          serverMessage(i18n, message || 'OTP sent to your email.', {
            id: 'profile.email.sent',
            message: 'OTP sent to your email.',
          }),
        );
        setIsVerifyOpen(true);
      },
      onError: (error) => {
        const text = errorMessage(
          error,
          i18n._({ id: 'profile.email.sendFailed', message: 'Failed to send OTP.' }),
        );
        // A code was sent moments ago: let the user type it, with the resend countdown where it is (the
        // reason shown in the dialog, not under it).
        if (hasErrorCode(error, 'CODE_RESEND_TOO_SOON', 'DAILY_LIMIT_REACHED', 'RATE_LIMITED')) {
          setSentNotice(text);
          const seconds = error.retryAfterSeconds ?? OTP_RESEND_SECONDS;
          setResendAt(Date.now() + seconds * 1000);
          setIsVerifyOpen(true);
        } else {
          notify.error(text);
        }
      },
    });

  const phone = register('phoneNumber');

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{i18n._({ id: 'profile.title', message: 'Profile' })}</h2>
        {!isEditing ? (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {i18n._({ id: 'profile.edit', message: 'Edit' })}
          </Button>
        ) : null}
      </div>
      <form noValidate onSubmit={onSave} className="flex max-w-xl flex-col gap-2">
        <TextField
          label={i18n._({ id: 'profile.field.username', message: 'Username' })}
          autoComplete="username"
          readOnly={!isEditing}
          error={fieldError(i18n, errors.username?.message)}
          {...register('username')}
        />
        <div className="flex flex-col gap-1 pb-5">
          <TextField
            label={i18n._({ id: 'profile.field.email', message: 'Email' })}
            type="email"
            value={user.email ?? ''}
            readOnly
            hint={
              user.email
                ? i18n._({ id: 'profile.email.fixed', message: 'Your email cannot be changed.' })
                : i18n._({ id: 'profile.email.none', message: 'You signed up with your mobile number.' })
            }
            addon={
              !user.email ? null : user.isEmailVerified ? (
                <span className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg bg-green-100 px-3 text-sm font-semibold text-green-800">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  {i18n._({ id: 'profile.verified', message: 'Verified' })}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  className="shrink-0 px-4"
                  onClick={onVerifyClick}
                  disabled={send.isPending}
                >
                  {send.isPending
                    ? i18n._({ id: 'profile.email.sending', message: 'Sending...' })
                    : i18n._({ id: 'profile.email.verify', message: 'Verify' })}
                </Button>
              )
            }
          />
        </div>
        <TextField
          label={i18n._({ id: 'profile.field.phone', message: 'Phone Number' })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={
            isEditing
              ? i18n._({ id: 'profile.field.phonePlaceholder', message: '10-digit mobile number' })
              : ''
          }
          readOnly={!isEditing}
          error={fieldError(i18n, errors.phoneNumber?.message)}
          {...phone}
          onChange={(event) => {
            // Digits only, at most 10; no maxLength so a pasted '98765 43210' is not cut before filtering.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
            void phone.onChange(event);
          }}
        />
        <TextField
          label={i18n._({ id: 'profile.field.dateOfBirth', message: 'Date of Birth' })}
          type="date"
          max={today()}
          min="1900-01-01"
          readOnly={!isEditing}
          error={fieldError(i18n, errors.dateOfBirth?.message)}
          {...register('dateOfBirth')}
        />
        {isEditing ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending
                ? i18n._({ id: 'profile.saving', message: 'Saving...' })
                : i18n._({ id: 'profile.save', message: 'Save Changes' })}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
              {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
            </Button>
          </div>
        ) : null}
      </form>
      {smsAvailable ? <MobileSection user={user} /> : null}
      <UpiSection />
      <LanguageSection />
      <VerifyEmailModal
        open={isVerifyOpen}
        onClose={() => setIsVerifyOpen(false)}
        email={user.email ?? ''}
        resendAt={resendAt}
        onSent={setResendAt}
        notice={sentNotice}
      />
    </>
  );
}
