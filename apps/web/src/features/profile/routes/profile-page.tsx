import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useSmsAvailable } from '../api/mobile';
import { LanguageSection } from '../components/language-section';
import { MobileSection } from '../components/mobile-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { UpiSection } from '../components/upi-section';
import { VerifyEmailModal } from '../components/verify-email-modal';
import { useEmailVerification } from '../use-email-verification';
import { useProfileForm } from '../use-profile-form';

export default function ProfilePage() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const form = useProfileForm();
  const email = useEmailVerification();
  const smsAvailable = useSmsAvailable();

  if (!user) return null;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{i18n._({ id: 'profile.title', message: 'Profile' })}</h2>
        {!form.isEditing ? (
          <Button variant="secondary" onClick={form.startEditing}>
            {i18n._({ id: 'profile.edit', message: 'Edit' })}
          </Button>
        ) : null}
      </div>
      <ProfileDetailsForm
        user={user}
        form={form}
        isSendingEmail={email.isSending}
        onVerifyEmail={email.onVerifyClick}
      />
      {smsAvailable ? <MobileSection user={user} /> : null}
      <TwoFactorSection user={user} />
      <UpiSection />
      <LanguageSection />
      <VerifyEmailModal
        open={email.isVerifyOpen}
        onClose={email.closeVerify}
        email={user.email ?? ''}
        resendAt={email.resendAt}
        onSent={email.setResendAt}
        notice={email.sentNotice}
      />
    </>
  );
}
