import { useLingui } from '@lingui/react';
import { mobileInputValue } from '@paywise/domain/catalogue/mobile-number';
import { signInMobileSchema } from '@paywise/domain/contracts/phone';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../field-errors';
import { FormNotice, type Notice } from './form-notice';
import { useFirstFocus } from './use-first-focus';

/** Phone sign-in's first step: the mobile number the code is texted to. */
export function PhoneNumberStep({
  notice,
  isSending,
  onSend,
  children,
}: {
  notice?: Notice | null;
  isSending: boolean;
  onSend(mobile: string, onError: (text: string) => void): void;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFirstFocus(() => inputRef.current?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = signInMobileSchema.safeParse(mobile);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSend(parsed.data, setFailure);
  };

  const shown: Notice | null = failure ? { text: failure, tone: 'error' } : (notice ?? null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {shown ? <FormNotice notice={shown} /> : null}
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.phone.mobile', message: 'Mobile number' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        // Room for the three characters of '+91' (the field's own padding fits '₹').
        className="pl-12!"
        placeholder={i18n._({ id: 'auth.phone.placeholder', message: '10-digit mobile number' })}
        hint={i18n._({
          id: 'auth.phone.hint',
          message: 'We text you a 6-digit code. New to PayWise? The code creates your account.',
        })}
        value={mobile}
        error={fieldError(i18n, error)}
        onChange={(event) => {
          setError(undefined);
          setMobile(mobileInputValue(event.target.value));
        }}
      />
      <Button type="submit" block disabled={isSending}>
        {isSending
          ? i18n._({ id: 'auth.phone.sending', message: 'Sending code...' })
          : i18n._({ id: 'auth.phone.continue', message: 'Continue with mobile number' })}
      </Button>
      {children}
    </form>
  );
}
