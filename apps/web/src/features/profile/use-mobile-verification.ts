import { useLingui } from '@lingui/react';
import { signInMobileSchema, smsCodeSchema } from '@paywise/domain/contracts/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSession, type SessionUser } from '../../lib/session';
import { serverMessage } from '../../lib/i18n/server-message';
import { useSendMobileCode, useVerifyMobile } from './api/mobile';

type Step = { name: 'idle' } | { name: 'number' } | { name: 'code'; mobile: string; notice: string };

export type MobileVerification = ReturnType<typeof useMobileVerification>;

/**
 * Adding or changing the profile's mobile: the number step (a code texted to it), then the code step; the step's
 * input takes the focus when it opens.
 */
export function useMobileVerification(user: SessionUser) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const send = useSendMobileCode();
  const verify = useVerifyMobile();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step.name !== 'idle') inputRef.current?.focus();
  }, [step]);

  const start = () => {
    setMobile(user.isMobileVerified ? '' : (user.phoneNumber ?? ''));
    setPassword('');
    setError(undefined);
    setPasswordError(undefined);
    setStep({ name: 'number' });
  };
  const cancel = () => {
    setPassword('');
    setStep({ name: 'idle' });
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInMobileSchema.safeParse(mobile);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // A sign-in number is added only with the account's password: a session alone is not enough.
    if (!password) {
      setPasswordError(
        i18n._({ id: 'profile.mobile.passwordRequired', message: 'Enter your password to continue.' }),
      );
      return;
    }
    setPasswordError(undefined);
    send.mutate(
      { mobile: parsed.data, password },
      {
        onSuccess: ({ message }) => {
          setPassword('');
          setCode('');
          const sentTo = /to (.+)\.$/.exec(message)?.[1];
          const notice = sentTo
            ? serverMessage(i18n, message, {
                id: 'profile.mobile.sent',
                message: 'We sent a 6-digit code to {mobile}.',
                values: { mobile: sentTo },
              })
            : message;
          setStep({ name: 'code', mobile: parsed.data, notice });
        },
        onError: (caught) => {
          const text = errorMessage(
            caught,
            i18n._({
              id: 'profile.mobile.sendFailed',
              message: 'We could not send the code. Please try again.',
            }),
          );
          if (hasErrorCode(caught, 'WRONG_PASSWORD')) setPasswordError(text);
          else setError(text);
        },
      },
    );
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    verify.mutate(
      { mobile: step.mobile, code: parsed.data },
      {
        onSuccess: ({ user: saved, message }) => {
          setUser(saved);
          setStep({ name: 'idle' });
          notify.success(
            serverMessage(i18n, message, {
              id: 'profile.mobile.verified',
              message: 'Mobile number verified.',
            }),
          );
        },
        onError: (caught) =>
          setError(
            errorMessage(
              caught,
              i18n._({ id: 'profile.mobile.checkFailed', message: 'The code could not be checked.' }),
            ),
          ),
      },
    );
  };

  return {
    step,
    mobile,
    setMobile,
    password,
    setPassword,
    passwordError,
    code,
    setCode,
    error,
    isSending: send.isPending,
    isVerifying: verify.isPending,
    inputRef,
    start,
    cancel,
    onSend,
    onVerify,
  };
}
