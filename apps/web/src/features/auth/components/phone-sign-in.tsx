import { useLingui } from '@lingui/react';
import type { OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSendSignInCode } from '../api/phone';
import type { Notice } from './form-notice';
import { CreateAccountLink } from './create-account-link';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNameStep } from './phone-name-step';
import { PhoneNumberStep } from './phone-number-step';

type Step =
  | { name: 'number' }
  | { name: 'code'; mobile: string; sentNotice: string }
  | { name: 'name'; session: OtpLoginResponse };

export interface PhoneSignInProps {
  /** Shown above the number ('Please login to continue.'). */
  notice?: Notice | null;
  onSignedIn(): void;
  onUseEmail(): void;
  /** The specification's 'Create Account' panel, one tap from the first. */
  onShowRegister(): void;
}

/**
 * Sign in (or sign up) with a mobile number: the number, then the 6-digit code texted to it, then, for an account
 * made just now, its name (asked once). "Use email and password instead" is one tap away at every step, and
 * 'Create Account' from the number.
 */
export function PhoneSignIn({ notice, onSignedIn, onUseEmail, onShowRegister }: PhoneSignInProps) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [resendAt, setResendAt] = useState(0);
  const send = useSendSignInCode();

  const sendTo = (mobile: string, onError: (text: string) => void) =>
    send.mutate(mobile, {
      onSuccess: ({ message, resendAfterSeconds }) => {
        setResendAt(Date.now() + resendAfterSeconds * 1000);
        setStep({ name: 'code', mobile, sentNotice: message });
      },
      onError: (error) =>
        onError(
          errorMessage(
            error,
            i18n._({ id: 'auth.phone.sendFailed', message: 'We could not send the code. Please try again.' }),
          ),
        ),
    });

  const emailLink = (
    <p className="mt-2 text-center text-sm">
      <button
        type="button"
        onClick={onUseEmail}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
      >
        {i18n._({ id: 'auth.phone.useEmail', message: 'Use email and password instead' })}
      </button>
    </p>
  );

  if (step.name === 'number') {
    return (
      <PhoneNumberStep notice={notice} isSending={send.isPending} onSend={sendTo}>
        {emailLink}
        <CreateAccountLink onShowRegister={onShowRegister} className="text-center text-sm" />
      </PhoneNumberStep>
    );
  }
  if (step.name === 'code') {
    return (
      <PhoneCodeStep
        key={step.mobile}
        mobile={step.mobile}
        sentNotice={step.sentNotice}
        resendAt={resendAt}
        isSending={send.isPending}
        onResend={(onError) => sendTo(step.mobile, onError)}
        onChangeNumber={() => setStep({ name: 'number' })}
        onVerified={(session) => (session.isNewAccount ? setStep({ name: 'name', session }) : onSignedIn())}
      >
        {emailLink}
      </PhoneCodeStep>
    );
  }
  return <PhoneNameStep session={step.session} onDone={onSignedIn} />;
}
