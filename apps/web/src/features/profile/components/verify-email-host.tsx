import { useLingui } from '@lingui/react';
import { OTP_RESEND_SECONDS } from '@paywise/domain/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useVerifyEmailDialog } from '../../../lib/verify-email-context';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { serverMessage } from '../../../lib/i18n/server-message';
import { VerifyEmailModal } from './verify-email-modal';

/**
 * The email code dialog opened in place (lib/verify-email-context): sends the code the way the profile's Verify
 * does, then shows the six boxes; verified, the opener goes on (e.g. the summary's Pay).
 */
export default function VerifyEmailHost() {
  const { i18n } = useLingui();
  const { request, closeVerifyEmail } = useVerifyEmailDialog();
  const { user } = useSession();
  const send = useSendVerificationEmail();
  const [isOpen, setIsOpen] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const verified = useRef(false);

  useEffect(() => {
    if (!request) return;
    verified.current = false;
    send.mutate(undefined, {
      onSuccess: ({ message }) => {
        setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
        setSentNotice(
          serverMessage(i18n, message || 'OTP sent to your email.', {
            id: 'profile.email.sent',
            message: 'OTP sent to your email.',
          }),
        );
        setIsOpen(true);
      },
      onError: (error) => {
        const text = errorMessage(
          error,
          i18n._({ id: 'profile.email.sendFailed', message: 'Failed to send OTP.' }),
        );
        // A code was sent moments ago: the customer types it, with the resend countdown where it is.
        if (hasErrorCode(error, 'CODE_RESEND_TOO_SOON', 'DAILY_LIMIT_REACHED', 'RATE_LIMITED')) {
          setSentNotice(text);
          const seconds = error.retryAfterSeconds ?? OTP_RESEND_SECONDS;
          setResendAt(Date.now() + seconds * 1000);
          setIsOpen(true);
        } else {
          notify.error(text);
          closeVerifyEmail();
        }
      },
    });
    // One send per opening; `send` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  // A phone-first account has no email to verify (its verified mobile lifts the order limit: decision 0015).
  if (!user?.email) return null;
  return (
    <VerifyEmailModal
      open={isOpen}
      onClose={() => {
        setIsOpen(false);
        const onVerified = verified.current ? request?.onVerified : undefined;
        closeVerifyEmail();
        // After the dialog has gone (and the browser has given focus back to where it was): the opener may move it.
        if (onVerified) window.setTimeout(onVerified, 0);
      }}
      onVerified={() => {
        verified.current = true;
      }}
      email={user.email}
      resendAt={resendAt}
      onSent={setResendAt}
      notice={sentNotice}
    />
  );
}
