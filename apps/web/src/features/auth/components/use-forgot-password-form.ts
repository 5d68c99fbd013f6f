import {
  emailSchema,
  newPasswordSchema,
  OTP_LENGTH,
  type SignedInResponse,
} from '@paywise/domain/contracts/auth';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useForgotPassword, useResetPassword } from '../api/password-reset';
import { serverMessage } from '../../../lib/i18n/server-message';
import type { Notice } from './form-notice';
import { useFirstFocus } from './use-first-focus';

type Field = 'email' | 'code' | 'password' | 'confirm';
type FieldErrors = Partial<Record<Field, string>>;

/** What the reset says once signed in (the server's English, or these in another language). */
const RESET_DONE = /*i18n*/ {
  id: 'auth.forgot.done',
  message: 'Your password has been changed. You are now logged in.',
};
const RESET_DONE_NUMBER_REMOVED = /*i18n*/ {
  id: 'auth.forgot.doneNumberRemoved',
  message:
    'Your password has been changed. You are now logged in. The mobile number ending {ending} no longer signs in to your account: if it is yours, add it again in your profile.',
};

/** "Forgot password?"'s state: the step, what is typed, the errors and notice, and the two requests. */
export function useForgotPasswordForm(initialEmail: string, onSignedIn: () => void) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Two-step sign-in on: the password is changed, and the session waits for the authenticator's code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useFirstFocus(() => emailRef.current?.focus());
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  const form: FormState = {
    email,
    code,
    password,
    confirm,
    setErrors,
    setNotice,
    setStep,
    setChallenge,
    emailRef,
    codeRef,
  };
  const send = useSendCode(form);
  const reset = useSetNewPassword(form, onSignedIn);

  return {
    step,
    challenge,
    /** The code step's session is opened: the dialog goes on as after a reset. */
    signedIn: reset.signedIn,
    fields: { email, code, password, confirm },
    setEmail,
    setCode,
    setPassword,
    setConfirm,
    errors,
    notice,
    emailRef,
    codeRef,
    noticeRef,
    sendCode: send.sendCode,
    setNewPassword: reset.setNewPassword,
    isSending: send.isPending,
    isSaving: reset.isPending,
  };
}

interface FormState {
  email: string;
  code: string;
  password: string;
  confirm: string;
  setErrors(errors: FieldErrors): void;
  setNotice(notice: Notice | null): void;
  setStep(step: 'code'): void;
  setChallenge(challenge: string): void;
  emailRef: RefObject<HTMLInputElement | null>;
  codeRef: RefObject<HTMLInputElement | null>;
}

/** The email step's request: the code is sent (the answer is alike whether or not an account uses the email). */
function useSendCode({ email, setErrors, setNotice, setStep, emailRef, codeRef }: FormState) {
  const { i18n } = useLingui();
  const forgot = useForgotPassword();
  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setErrors({ email: checked.error.issues[0]?.message });
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    setNotice(null);
    forgot.mutate(
      { email: checked.data },
      {
        onSuccess: ({ message }) => {
          setNotice({
            text: serverMessage(i18n, message, {
              id: 'auth.forgot.sent',
              message:
                'If an account uses this email, we have sent a {length}-digit code to it. It is valid for 10 minutes.',
              values: { length: OTP_LENGTH },
            }),
            tone: 'info',
          });
          setStep('code');
          codeRef.current?.focus();
        },
        onError: (error) =>
          setNotice({
            text: errorMessage(
              error,
              i18n._({ id: 'auth.forgot.sendFailed', message: 'The code could not be sent.' }),
            ),
            tone: 'error',
          }),
      },
    );
  };
  return { sendCode, isPending: forgot.isPending };
}

/** The code step's request: a right code sets the new password and signs the customer in. */
function useSetNewPassword(
  { email, code, password, confirm, setErrors, setNotice, setChallenge }: FormState,
  onSignedIn: () => void,
) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  const reset = useResetPassword();
  const setNewPassword = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(code, password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { email: email.trim(), otp: code.trim(), newPassword: password },
      {
        onSuccess: (answer) => {
          if ('challenge' in answer) {
            setChallenge(answer.challenge);
            return;
          }
          const { token, user, message, removedMobileEnding } = answer;
          signIn(token, user);
          notify.success(
            serverMessage(
              i18n,
              message,
              // A sign-in number its owner never confirmed was taken off: the customer is told which.
              removedMobileEnding
                ? { ...RESET_DONE_NUMBER_REMOVED, values: { ending: removedMobileEnding } }
                : RESET_DONE,
            ),
          );
          onSignedIn();
        },
        onError: (error) =>
          setNotice({
            text: errorMessage(
              error,
              i18n._({ id: 'auth.forgot.resetFailed', message: 'Your password could not be changed.' }),
            ),
            tone: 'error',
          }),
      },
    );
  };
  /** After the code step of a reset with two-step sign-in on. */
  const signedIn = ({ token, user }: SignedInResponse) => {
    signIn(token, user);
    notify.success(i18n._(RESET_DONE));
    onSignedIn();
  };
  return { setNewPassword, signedIn, isPending: reset.isPending };
}

export type ForgotPasswordState = ReturnType<typeof useForgotPasswordForm>;

/** The code step's field errors: the complete code, a strong new password, typed the same twice. */
function checkNewPassword(code: string, password: string, confirm: string): FieldErrors {
  const found: FieldErrors = {};
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
    found.code = `Please enter the complete ${OTP_LENGTH}-digit code.`;
  }
  const strong = newPasswordSchema.safeParse(password);
  if (!strong.success) found.password = strong.error.issues[0]?.message;
  if (!found.password && password !== confirm) found.confirm = 'Passwords do not match.';
  return found;
}
