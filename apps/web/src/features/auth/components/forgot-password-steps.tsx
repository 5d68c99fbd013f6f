import { OTP_LENGTH } from '@paywise/domain/contracts/auth';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fieldError } from '../field-errors';
import { FormNotice } from './form-notice';
import type { ForgotPasswordState } from './use-forgot-password-form';

/** The first step: the email of the account, to send the code to. */
export function ForgotPasswordEmailStep({
  form,
  children,
}: {
  form: ForgotPasswordState;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { notice, emailRef, noticeRef, errors } = form;
  return (
    <form noValidate onSubmit={form.sendCode} className="flex flex-col gap-2">
      {notice ? <FormNotice ref={noticeRef} notice={notice} /> : null}
      <p className="text-sm text-muted">
        {i18n._({
          id: 'auth.forgot.intro',
          message:
            'Enter the email of your account. We will send you a {length}-digit code to set a new password.',
          values: { length: OTP_LENGTH },
        })}
      </p>
      <TextField
        ref={emailRef}
        label={i18n._({ id: 'auth.field.email', message: 'Email' })}
        name="email"
        type="email"
        autoComplete="email"
        value={form.fields.email}
        onChange={(event) => form.setEmail(event.target.value)}
        error={fieldError(i18n, errors.email)}
      />
      <Button type="submit" block disabled={form.isSending}>
        {form.isSending
          ? i18n._({ id: 'auth.forgot.sending', message: 'Sending code...' })
          : i18n._({ id: 'auth.forgot.send', message: 'Send code' })}
      </Button>
      {children}
    </form>
  );
}

/** The second step: the emailed code and the new password, typed twice. */
export function ForgotPasswordCodeStep({
  form,
  children,
}: {
  form: ForgotPasswordState;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { notice, codeRef, noticeRef, errors, fields } = form;
  return (
    <form noValidate onSubmit={form.setNewPassword} className="flex flex-col gap-2">
      {notice ? <FormNotice ref={noticeRef} notice={notice} /> : null}
      <TextField
        ref={codeRef}
        label={i18n._({
          id: 'auth.field.code',
          message: '{length}-digit code',
          values: { length: OTP_LENGTH },
        })}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={fields.code}
        onChange={(event) => form.setCode(event.target.value.replace(/\D/g, ''))}
        error={fieldError(i18n, errors.code)}
      />
      <TextField
        label={i18n._({ id: 'auth.forgot.newPassword', message: 'New password' })}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(event) => form.setPassword(event.target.value)}
        error={fieldError(i18n, errors.password)}
      />
      <TextField
        label={i18n._({ id: 'auth.forgot.confirmPassword', message: 'Confirm new password' })}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={fields.confirm}
        onChange={(event) => form.setConfirm(event.target.value)}
        error={fieldError(i18n, errors.confirm)}
      />
      <Button type="submit" block disabled={form.isSaving}>
        {form.isSaving
          ? i18n._({ id: 'auth.forgot.saving', message: 'Saving...' })
          : i18n._({ id: 'auth.forgot.setPassword', message: 'Set new password' })}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => form.sendCode()}
          disabled={form.isSending}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
        >
          {i18n._({ id: 'auth.forgot.resend', message: 'Send a new code' })}
        </button>
      </p>
      {children}
    </form>
  );
}
