import { useLingui } from '@lingui/react';
import { ForgotPasswordCodeStep, ForgotPasswordEmailStep } from './forgot-password-steps';
import { TwoFactorStep } from './two-factor-step';
import { useForgotPasswordForm } from './use-forgot-password-form';

export interface ForgotPasswordFormProps {
  /** What was typed in the login panel's Email. */
  initialEmail?: string;
  /** The new password is set and the customer signed in with it: the dialog's opener goes on. */
  onSignedIn(): void;
  onBackToLogin(): void;
}

/**
 * "Forgot password?": the email, then the emailed 6-digit code with a new password (typed twice). The server
 * answers the email step alike whether or not an account uses it; a right code sets the password, ends every
 * other session and signs the customer in here.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onSignedIn,
  onBackToLogin,
}: ForgotPasswordFormProps) {
  const { i18n } = useLingui();
  const form = useForgotPasswordForm(initialEmail, onSignedIn);

  const back = (
    <p className="mt-2 text-center text-sm">
      <button
        type="button"
        onClick={onBackToLogin}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
      >
        {i18n._({ id: 'auth.forgot.back', message: 'Back to login' })}
      </button>
    </p>
  );

  if (form.challenge) {
    return (
      <TwoFactorStep
        challenge={form.challenge}
        notice={{
          text: i18n._({
            id: 'auth.forgot.twoFactor',
            message:
              'Your password has been changed. Two-step sign-in is on: enter the 6-digit code from your authenticator app to sign in.',
          }),
          tone: 'success',
        }}
        onSignedIn={form.signedIn}
        onBack={onBackToLogin}
      />
    );
  }
  if (form.step === 'email') return <ForgotPasswordEmailStep form={form}>{back}</ForgotPasswordEmailStep>;
  return <ForgotPasswordCodeStep form={form}>{back}</ForgotPasswordCodeStep>;
}
