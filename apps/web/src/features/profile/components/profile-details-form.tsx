import { useLingui } from '@lingui/react';
import { mobileInputValue } from '@paywise/domain/catalogue/mobile-number';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { SessionUser } from '../../../lib/session';
import { fieldError } from '../texts';
import type { ProfileFormState } from '../use-profile-form';

const today = () => new Date().toISOString().slice(0, 10);

/** The profile's username, email (with its Verify button), phone number and date of birth; saved with Save Changes. */
export function ProfileDetailsForm({
  user,
  form,
  isSendingEmail,
  onVerifyEmail,
}: {
  user: SessionUser;
  form: ProfileFormState;
  isSendingEmail: boolean;
  onVerifyEmail(): void;
}) {
  const { i18n } = useLingui();
  const { isEditing, register, errors } = form;
  const phone = register('phoneNumber');

  return (
    <form noValidate onSubmit={form.onSave} className="flex max-w-xl flex-col gap-2">
      <TextField
        label={i18n._({ id: 'profile.field.username', message: 'Username' })}
        autoComplete="username"
        readOnly={!isEditing}
        error={fieldError(i18n, errors.username?.message)}
        {...register('username')}
      />
      <ProfileEmailField user={user} isSending={isSendingEmail} onVerify={onVerifyEmail} />
      <TextField
        label={i18n._({ id: 'profile.field.phone', message: 'Phone Number' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={
          isEditing ? i18n._({ id: 'profile.field.phonePlaceholder', message: '10-digit mobile number' }) : ''
        }
        readOnly={!isEditing}
        error={fieldError(i18n, errors.phoneNumber?.message)}
        {...phone}
        onChange={(event) => {
          // No maxLength, and never cut: a pasted '+91 98765 43210' is 9876543210, 11 digits stay for the check.
          event.target.value = mobileInputValue(event.target.value);
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
          <Button type="submit" disabled={form.isSaving}>
            {form.isSaving
              ? i18n._({ id: 'profile.saving', message: 'Saving...' })
              : i18n._({ id: 'profile.save', message: 'Save Changes' })}
          </Button>
          <Button variant="secondary" onClick={form.onCancel} disabled={form.isSaving}>
            {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The email, read-only: Verified, or a Verify button that sends a code (none for a mobile-only account). */
function ProfileEmailField({
  user,
  isSending,
  onVerify,
}: {
  user: SessionUser;
  isSending: boolean;
  onVerify(): void;
}) {
  const { i18n } = useLingui();
  return (
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
            <Button variant="secondary" className="shrink-0 px-4" onClick={onVerify} disabled={isSending}>
              {isSending
                ? i18n._({ id: 'profile.email.sending', message: 'Sending...' })
                : i18n._({ id: 'profile.email.verify', message: 'Verify' })}
            </Button>
          )
        }
      />
    </div>
  );
}
