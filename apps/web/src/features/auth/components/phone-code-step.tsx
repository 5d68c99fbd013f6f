import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/i18n/server-message';
import { fieldError } from '../field-errors';
import { FormNotice, type Notice } from './form-notice';
import { usePhoneCodeStep } from './use-phone-code-step';

/** Phone sign-in's second step: the 6-digit code texted to the number. */
export function PhoneCodeStep({
  mobile,
  sentNotice,
  resendAt,
  isSending,
  onResend,
  onChangeNumber,
  onVerified,
  children,
}: {
  mobile: string;
  sentNotice: string;
  resendAt: number;
  isSending: boolean;
  onResend(onError: (text: string) => void): void;
  onChangeNumber(): void;
  /** An existing account is signed in already; a new one is handed on to be named (then signed in). */
  onVerified(session: OtpLoginResponse): void;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const { code, typeCode, error, failure, setFailure, inputRef, secondsLeft, submit, isVerifying } =
    usePhoneCodeStep({ mobile, resendAt, onVerified });

  const sentText = sentNoticeText(i18n, sentNotice);
  const shown: Notice = failure ? { text: failure, tone: 'error' } : { text: sentText, tone: 'info' };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      className="flex flex-col gap-2"
    >
      <FormNotice notice={shown} />
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.field.code', message: '{length}-digit code', values: { length: 6 } })}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        error={fieldError(i18n, error)}
        onChange={(event) => typeCode(event.target.value)}
      />
      <p className="text-sm text-muted">
        <Trans
          id="auth.phone.consent"
          message="A new account agrees to our <0>privacy notice</0>."
          components={[
            <a
              href={paths.customer.privacy.getHref()}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-2"
            />,
          ]}
        />
      </p>
      <Button type="submit" block disabled={isVerifying}>
        {isVerifying
          ? i18n._({ id: 'auth.phone.checking', message: 'Checking...' })
          : i18n._({ id: 'auth.phone.verify', message: 'Verify and continue' })}
      </Button>
      <CodeStepLinks
        secondsLeft={secondsLeft}
        isSending={isSending}
        onChangeNumber={onChangeNumber}
        onResend={() => onResend(setFailure)}
      />
      {children}
    </form>
  );
}

/** The server's "sent to" notice, in the page's language when its number can be read from it. */
function sentNoticeText(i18n: I18n, sentNotice: string): string {
  const sentTo = /to (.+)\.$/.exec(sentNotice)?.[1];
  return sentTo
    ? serverMessage(i18n, sentNotice, {
        id: 'auth.phone.sent',
        message: 'We sent a 6-digit code to {mobile}.',
        values: { mobile: sentTo },
      })
    : sentNotice;
}

/** "Change number" and "Resend code" (counting down until a new code may be sent). */
function CodeStepLinks({
  secondsLeft,
  isSending,
  onChangeNumber,
  onResend,
}: {
  secondsLeft: number;
  isSending: boolean;
  onChangeNumber(): void;
  onResend(): void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <button
        type="button"
        onClick={onChangeNumber}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
      >
        {i18n._({ id: 'auth.phone.changeNumber', message: 'Change number' })}
      </button>
      <button
        type="button"
        disabled={secondsLeft > 0 || isSending}
        onClick={onResend}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline disabled:text-muted disabled:no-underline"
      >
        {secondsLeft > 0
          ? i18n._({
              id: 'auth.phone.resendIn',
              message: 'Resend code in {seconds} s',
              values: { seconds: secondsLeft },
            })
          : isSending
            ? i18n._({ id: 'auth.phone.resending', message: 'Sending...' })
            : i18n._({ id: 'auth.phone.resend', message: 'Resend code' })}
      </button>
    </div>
  );
}
