import { useLingui } from '@lingui/react';
import { usernameSchema } from '@paywise/domain/contracts/auth';
import type { OtpLoginResponse } from '@paywise/domain/contracts/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSaveName } from '../api/phone';
import { useFirstFocus } from './use-first-focus';

/** The name step's state: the typed name, saving it (then signing in), or skipping it. */
export function usePhoneNameStep(session: OtpLoginResponse, onDone: () => void) {
  const { i18n } = useLingui();
  const { signIn } = useSession();
  // Closed without a name (the dialog's close button, Escape): the new account is signed in all the same. The check
  // waits a tick so that a development remount (StrictMode) is not taken for a close.
  const isMounted = useRef(false);
  const isSignedIn = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      window.setTimeout(() => {
        if (!isMounted.current && !isSignedIn.current) signIn(session.token, session.user);
      }, 0);
    };
  }, [session, signIn]);
  const save = useSaveName();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  useFirstFocus(() => inputRef.current?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    save.mutate(
      { token: session.token, username: parsed.data, phoneNumber: session.user.phoneNumber },
      {
        onSuccess: ({ user: saved }) => {
          isSignedIn.current = true;
          signIn(session.token, saved);
          notify.success(
            i18n._({
              id: 'auth.phone.welcomeName',
              message: 'Welcome to PayWise, {name}!',
              values: { name: saved.username },
            }),
          );
          onDone();
        },
        onError: (caught) =>
          setError(
            errorMessage(
              caught,
              i18n._({ id: 'auth.phone.nameFailed', message: 'Your name could not be saved.' }),
            ),
          ),
      },
    );
  };

  const skip = () => {
    isSignedIn.current = true;
    signIn(session.token, session.user);
    notify.success(i18n._({ id: 'auth.phone.welcome', message: 'Welcome to PayWise!' }));
    onDone();
  };

  return { name, setName, error, inputRef, onSubmit, skip, isSaving: save.isPending };
}
