import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TwoFactorSetupResponse } from '@paywise/domain/contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession, type SessionUser } from '../../../lib/session';
import { useTwoFactorConfirm, useTwoFactorDisable, useTwoFactorSetup } from '../api/two-factor';
import { TotpQrCode } from './totp-qr-code';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetupResponse }
  | { name: 'codes'; recoveryCodes: string[] }
  | { name: 'disable' };

/**
 * "Two-step sign-in" (decision 0047): turn on an authenticator app's codes after the password (the password,
 * then a QR code or its key, then a code from the app), see the recovery codes once, and turn it off with the
 * password and a code. An account that signs in with its mobile number only has no password to protect.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex max-w-xl flex-col gap-3"
      data-testid="profile-two-factor"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {i18n._({ id: 'profile.twoFactor.title', message: 'Two-step sign-in' })}
      </h3>
      {step.name === 'codes' ? (
        <RecoveryCodes codes={step.recoveryCodes} onDone={() => setStep({ name: 'idle' })} />
      ) : user.twoFactorEnabled ? (
        step.name === 'disable' ? (
          <DisableForm onDone={() => setStep({ name: 'idle' })} />
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
              <ShieldCheck aria-hidden className="size-5" />
              {i18n._({
                id: 'profile.twoFactor.on',
                message:
                  'On: signing in with your password also asks for a code from your authenticator app.',
              })}
            </p>
            <div>
              <Button variant="secondary" onClick={() => setStep({ name: 'disable' })}>
                {i18n._({ id: 'profile.twoFactor.turnOff', message: 'Turn off two-step sign-in' })}
              </Button>
            </div>
          </>
        )
      ) : !user.email ? (
        <p className="text-sm text-muted">
          {i18n._({
            id: 'profile.twoFactor.noPassword',
            message:
              'You sign in with your mobile number: two-step sign-in protects a sign-in with email and password.',
          })}
        </p>
      ) : step.name === 'password' ? (
        <PasswordForm
          onStarted={(setup) => setStep({ name: 'scan', setup })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      ) : step.name === 'scan' ? (
        <ScanForm
          setup={step.setup}
          onConfirmed={(recoveryCodes) => setStep({ name: 'codes', recoveryCodes })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      ) : (
        <>
          <p className="text-sm text-muted">
            {user.role === 'ADMIN'
              ? i18n._({
                  id: 'profile.twoFactor.introAdmin',
                  message:
                    'Protect the back office: after your password, PayWise asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…). The back office may require it.',
                })
              : i18n._({
                  id: 'profile.twoFactor.intro',
                  message:
                    'After your password, PayWise asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…), so a stolen password alone does not open your account.',
                })}
          </p>
          <div>
            <Button onClick={() => setStep({ name: 'password' })}>
              {i18n._({ id: 'profile.twoFactor.turnOn', message: 'Turn on two-step sign-in' })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function PasswordForm({
  onStarted,
  onCancel,
}: {
  onStarted(setup: TwoFactorSetupResponse): void;
  onCancel(): void;
}) {
  const { i18n } = useLingui();
  const setup = useTwoFactorSetup();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(i18n._({ id: 'profile.twoFactor.passwordRequired', message: 'Please enter your password.' }));
      return;
    }
    setup.mutate(
      { password },
      {
        onSuccess: onStarted,
        onError: (failed) =>
          setError(
            errorMessage(
              failed,
              i18n._({
                id: 'profile.twoFactor.setupFailed',
                message: 'Two-step sign-in could not be started.',
              }),
            ),
          ),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={i18n._({ id: 'profile.twoFactor.password', message: 'Your password' })}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={setup.isPending}>
          {i18n._({ id: 'profile.twoFactor.continue', message: 'Continue' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {i18n._({ id: 'profile.twoFactor.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}

function ScanForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onConfirmed(recoveryCodes: string[]): void;
  onCancel(): void;
}) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const confirm = useTwoFactorConfirm();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const keyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError(
        i18n._({
          id: 'profile.twoFactor.codeRequired',
          message: 'Enter the 6-digit code your authenticator app shows.',
        }),
      );
      return;
    }
    confirm.mutate(
      { code },
      {
        onSuccess: ({ user, recoveryCodes }) => {
          setUser(user);
          notify.success(i18n._({ id: 'profile.twoFactor.turnedOn', message: 'Two-step sign-in is on.' }));
          onConfirmed(recoveryCodes);
        },
        onError: (failed) =>
          setError(
            errorMessage(
              failed,
              i18n._({ id: 'profile.twoFactor.confirmFailed', message: 'The code could not be checked.' }),
            ),
          ),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="two-factor-scan">
      <ol className="list-decimal pl-5 text-sm">
        <li>
          {i18n._({
            id: 'profile.twoFactor.scan',
            message: 'Scan this QR code with your authenticator app.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'profile.twoFactor.enterCode',
            message: 'Type the 6-digit code the app shows below.',
          })}
        </li>
      </ol>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <TotpQrCode
          text={setup.otpauthUri}
          label={i18n._({ id: 'profile.twoFactor.qrLabel', message: 'QR code for your authenticator app' })}
        />
        <div className="min-w-0 text-sm">
          <p id={keyId} className="text-muted">
            {i18n._({
              id: 'profile.twoFactor.manualKey',
              message: 'Cannot scan? Type this key into the app:',
            })}
          </p>
          <p
            aria-labelledby={keyId}
            className="mt-1 font-mono text-base font-semibold break-all text-ink"
            data-testid="two-factor-key"
          >
            {setup.manualKey}
          </p>
        </div>
      </div>
      <TextField
        label={i18n._({ id: 'profile.twoFactor.codeLabel', message: '6-digit code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {i18n._({ id: 'profile.twoFactor.confirm', message: 'Turn on' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {i18n._({ id: 'profile.twoFactor.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3" data-testid="two-factor-recovery-codes">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
        {i18n._({
          id: 'profile.twoFactor.codesIntro',
          message:
            'Your recovery codes, shown only this once. Keep them somewhere safe: each one signs you in once if you lose your phone.',
        })}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>
          {i18n._({ id: 'profile.twoFactor.codesSaved', message: 'I have saved my recovery codes' })}
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ onDone }: { onDone(): void }) {
  const { i18n } = useLingui();
  const { setUser } = useSession();
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError(
        i18n._({
          id: 'profile.twoFactor.disableRequired',
          message: 'Enter your password and a code from your authenticator app (or a recovery code).',
        }),
      );
      return;
    }
    setError(null);
    disable.mutate(
      { password, code },
      {
        onSuccess: ({ user }) => {
          setUser(user);
          notify.success(i18n._({ id: 'profile.twoFactor.turnedOff', message: 'Two-step sign-in is off.' }));
          onDone();
        },
        onError: (failed) =>
          setError(
            errorMessage(
              failed,
              i18n._({
                id: 'profile.twoFactor.disableFailed',
                message: 'Two-step sign-in could not be turned off.',
              }),
            ),
          ),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <TextField
        label={i18n._({ id: 'profile.twoFactor.password', message: 'Your password' })}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={i18n._({
          id: 'profile.twoFactor.disableCode',
          message: 'Code from your authenticator app, or a recovery code',
        })}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={disable.isPending}>
          {i18n._({ id: 'profile.twoFactor.turnOff', message: 'Turn off two-step sign-in' })}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {i18n._({ id: 'profile.twoFactor.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}
