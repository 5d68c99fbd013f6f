import { useLingui } from '@lingui/react';
import { mobileInputValue } from '@paywise/domain/catalogue/mobile-number';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../texts';
import type { MobileVerification } from '../use-mobile-verification';

/** The number step: the mobile number to text a code to, and the account's password (a session is not enough). */
export function MobileNumberForm({ verification }: { verification: MobileVerification }) {
  const { i18n } = useLingui();
  const {
    mobile,
    setMobile,
    password,
    setPassword,
    passwordError,
    error,
    isSending,
    inputRef,
    cancel,
    onSend,
  } = verification;
  return (
    <form noValidate onSubmit={onSend} className="flex flex-col gap-2">
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'profile.mobile.number', message: 'Mobile number to verify' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={i18n._({ id: 'profile.field.phonePlaceholder', message: '10-digit mobile number' })}
        value={mobile}
        error={fieldError(i18n, error)}
        onChange={(event) => setMobile(mobileInputValue(event.target.value))}
      />
      <TextField
        label={i18n._({ id: 'profile.mobile.password', message: 'Your PayWise password' })}
        hint={i18n._({
          id: 'profile.mobile.passwordHint',
          message: 'A number you add can sign in to your account, so we ask for your password first.',
        })}
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldError(i18n, passwordError)}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSending}>
          {isSending
            ? i18n._({ id: 'profile.mobile.sending', message: 'Sending code...' })
            : i18n._({ id: 'profile.mobile.send', message: 'Send code' })}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}

/** The code step: what sending said, and the 6-digit code texted to the number. */
export function MobileCodeForm({
  notice,
  verification,
}: {
  notice: string;
  verification: MobileVerification;
}) {
  const { i18n } = useLingui();
  const { code, setCode, error, isVerifying, inputRef, cancel, onVerify } = verification;
  return (
    <form noValidate onSubmit={onVerify} className="flex flex-col gap-2">
      <p role="status" className="text-sm font-medium">
        {notice}
      </p>
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'profile.mobile.code', message: '6-digit code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        error={fieldError(i18n, error)}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isVerifying}>
          {isVerifying
            ? i18n._({ id: 'profile.mobile.verifying', message: 'Verifying...' })
            : i18n._({ id: 'profile.mobile.verify', message: 'Verify mobile number' })}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {i18n._({ id: 'profile.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}
