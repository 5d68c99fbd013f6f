import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session';
import { useVerifyEmailDialog } from '../../../lib/verify-email-context';
import { useEmailVerification } from '../use-email-verification';
import { VerifyEmailModal } from './verify-email-modal';

/**
 * The email code dialog opened in place (lib/verify-email-context): sends the code the way the profile's Verify
 * does, then shows the six boxes; verified, the opener goes on (e.g. the summary's Pay).
 */
export default function VerifyEmailHost() {
  const { request, closeVerifyEmail } = useVerifyEmailDialog();
  const { user } = useSession();
  const email = useEmailVerification(closeVerifyEmail);
  const verified = useRef(false);

  useEffect(() => {
    if (!request) return;
    verified.current = false;
    email.onVerifyClick();
    // One send per opening; `email` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  // A phone-first account has no email to verify (its verified mobile lifts the order limit: decision 0015).
  if (!user?.email) return null;
  return (
    <VerifyEmailModal
      open={email.isVerifyOpen}
      onClose={() => {
        email.closeVerify();
        const onVerified = verified.current ? request?.onVerified : undefined;
        closeVerifyEmail();
        // After the dialog has gone (and the browser has given focus back to where it was): the opener may move it.
        if (onVerified) window.setTimeout(onVerified, 0);
      }}
      onVerified={() => {
        verified.current = true;
      }}
      email={user.email}
      resendAt={email.resendAt}
      onSent={email.setResendAt}
      notice={email.sentNotice}
    />
  );
}
