import { useLingui } from '@lingui/react';
import type { OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../field-errors';
import { FormNotice } from './form-notice';
import { usePhoneNameStep } from './use-phone-name-step';

/** Asked once, right after a new account was made by its number: the name receipts and greetings use. */
export function PhoneNameStep({ session, onDone }: { session: OtpLoginResponse; onDone(): void }) {
  const { i18n } = useLingui();
  const { name, setName, error, inputRef, onSubmit, skip, isSaving } = usePhoneNameStep(session, onDone);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <FormNotice
        notice={{
          text: i18n._({ id: 'auth.phone.askName', message: 'You are signed in. What should we call you?' }),
          tone: 'success',
        }}
      />
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'auth.phone.name', message: 'Your name' })}
        autoComplete="name"
        value={name}
        error={fieldError(i18n, error)}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" block disabled={isSaving}>
        {isSaving
          ? i18n._({ id: 'auth.phone.saving', message: 'Saving...' })
          : i18n._({ id: 'auth.phone.saveName', message: 'Save and continue' })}
      </Button>
      <Button variant="secondary" block onClick={skip}>
        {i18n._({ id: 'auth.phone.skip', message: 'Skip for now' })}
      </Button>
    </form>
  );
}
