import { Trans, useLingui } from '@lingui/react';
import { OTP_RESEND_SECONDS } from '@paywise/domain/contracts/auth';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useVerifyEmail } from '../api/verify-email';
import { fieldError } from '../texts';
import { serverMessage } from '../../../lib/i18n/server-message';
import { OTP_DIGITS, OtpInput } from './otp-input';

const INCOMPLETE = 'Please enter the complete 6-digit OTP.';
const emptyDigits = () => Array.from({ length: OTP_DIGITS }, () => '');

function useCountdown(deadline: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

interface VerifyEmailModalProps {
  open: boolean;
  onClose(): void;
  email: string;
  /** When the resend button unlocks (epoch ms): 30 s after the last send. */
  resendAt: number;
  onSent(resendAt: number): void;
  /** What sending the code said ('OTP sent to your email.'), shown in the dialog above the boxes. */
  notice?: string | null;
  /** The code was right: runs before the dialog closes. */
  onVerified?(): void;
}

/** Six digit boxes, Verify, and Resend OTP locked for 30 seconds after each send. */
export function VerifyEmailModal({
  open,
  onClose,
  email,
  resendAt,
  onSent,
  notice,
  onVerified,
}: VerifyEmailModalProps) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState('');
  /** A resend's answer; until then, the first send's. Inside the dialog: a notification would sit under it. */
  const [resent, setResent] = useState<string | null>(null);
  const verify = useVerifyEmail();
  const resend = useSendVerificationEmail();
  const secondsLeft = useCountdown(resendAt);
  const labelId = useId();
  const errorId = useId();

  const close = () => {
    setDigits(emptyDigits());
    setError('');
    setResent(null);
    onClose();
  };

  const onVerify = () => {
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) {
      setError(INCOMPLETE);
      return;
    }
    setError('');
    verify.mutate(otp, {
      onSuccess: ({ user, message }) => {
        setUser(user);
        notify.success(
          serverMessage(i18n, message || 'Email verified successfully!', {
            id: 'profile.email.verified',
            message: 'Email verified successfully!',
          }),
        );
        onVerified?.();
        close();
      },
      onError: (err) => {
        setError(
          errorMessage(err, i18n._({ id: 'profile.email.verifyFailed', message: 'Failed to verify OTP.' })),
        );
      },
    });
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => {
        setDigits(emptyDigits());
        setError('');
        onSent(Date.now() + OTP_RESEND_SECONDS * 1000);
        setResent(
          serverMessage(i18n, message || 'OTP sent to your email.', {
            id: 'profile.email.sent',
            message: 'OTP sent to your email.',
          }),
        );
      },
      onError: (err) =>
        setError(
          errorMessage(err, i18n._({ id: 'profile.email.sendFailed', message: 'Failed to send OTP.' })),
        ),
    });

  return (
    <Modal
      open={open}
      onClose={close}
      title={i18n._({ id: 'profile.email.dialogTitle', message: 'Verify Your Email' })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onVerify();
        }}
        className="flex flex-col gap-4"
      >
        <p role="status" className={resent || notice ? 'text-sm font-medium text-emerald-800' : 'sr-only'}>
          {resent ?? notice ?? ''}
        </p>
        <p id={labelId} className="text-sm text-muted">
          <Trans
            id="profile.email.enterOtp"
            message="Enter the 6-digit OTP sent to <0>{email}</0>."
            values={{ email }}
            components={[<strong className="[overflow-wrap:anywhere] text-ink" />]}
          />
        </p>
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError('');
          }}
          labelledBy={labelId}
          describedBy={errorId}
          invalid={Boolean(error)}
        />
        <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
          {fieldError(i18n, error)}
        </p>
        <Button type="submit" block disabled={verify.isPending}>
          {verify.isPending
            ? i18n._({ id: 'profile.email.verifying', message: 'Verifying...' })
            : i18n._({ id: 'profile.email.verify', message: 'Verify' })}
        </Button>
        <Button variant="ghost" block onClick={onResend} disabled={secondsLeft > 0 || resend.isPending}>
          {secondsLeft > 0
            ? i18n._({
                id: 'profile.email.resendIn',
                message: 'Resend OTP in {seconds}s',
                values: { seconds: secondsLeft },
              })
            : i18n._({ id: 'profile.email.resend', message: 'Resend OTP' })}
        </Button>
      </form>
    </Modal>
  );
}
