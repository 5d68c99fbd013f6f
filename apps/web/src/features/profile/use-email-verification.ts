import { useLingui } from '@lingui/react';
import { OTP_RESEND_SECONDS } from '@paywise/domain/contracts/auth';
import { useState } from 'react';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { serverMessage } from '../../lib/i18n/server-message';
import { useSendVerificationEmail } from './api/send-verification-email';

/**
 * Sends the email code and opens the dialog to type it in: the profile's Verify button, and the dialog opened in
 * place (components/verify-email-host.tsx). A code sent moments ago still opens the dialog; any other failure is
 * a toast, then `onFailed` (the dialog opened in place closes).
 */
export function useEmailVerification(onFailed?: () => void) {
  const { i18n } = useLingui();
  const [isVerifyOpen, setIsVerifyOpen] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const send = useSendVerificationEmail();

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
          onFailed?.();
        }
      },
    });

  return {
    isVerifyOpen,
    closeVerify: () => setIsVerifyOpen(false),
    resendAt,
    setResendAt,
    sentNotice,
    isSending: send.isPending,
    onVerifyClick,
  };
}
