import { useLingui } from '@lingui/react';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { SessionUser } from '../../../lib/session';
import { useMobileVerification } from '../use-mobile-verification';
import { MobileCodeForm, MobileNumberForm } from './mobile-verification-forms';
import { SmsUpdatesCheckbox } from './sms-updates-checkbox';

/** The ways into the account: its email and password, and its verified number (decision 0042). */
function SignInMethods({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const hasNumber = user.isMobileVerified && user.phoneNumber;
  return (
    <div className="text-sm">
      <p className="font-semibold">
        {i18n._({ id: 'profile.methods.title', message: 'Ways to sign in to your account' })}
      </p>
      {/* A long email address wraps rather than running out of the card on a phone. */}
      <ul className="list-disc pl-5 [overflow-wrap:anywhere]">
        {user.email ? (
          <li>
            {i18n._({
              id: 'profile.methods.email',
              message: 'Email and password ({email})',
              values: { email: user.email },
            })}
          </li>
        ) : null}
        {hasNumber ? (
          <li>
            {i18n._({
              id: 'profile.methods.mobile',
              message: 'A code by SMS to the mobile number ending {ending}',
              values: { ending: user.phoneNumber!.slice(-4) },
            })}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The profile's mobile for signing in: add or change it with the password and a code texted to it, once the
 * email is verified (a number verified on another account is refused after its code), and the order / refund SMS
 * switch. The profile form's Phone Number above is the same column: a number typed there is not verified until
 * proven here.
 */
export function MobileSection({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const verification = useMobileVerification(user);
  const { step } = verification;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-8 flex max-w-xl flex-col gap-3">
      <h3 id={headingId} className="text-lg font-bold">
        {i18n._({ id: 'profile.mobile.title', message: 'Mobile sign-in' })}
      </h3>
      {user.isMobileVerified && user.phoneNumber ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">+91 {user.phoneNumber}</span>
          <span className="inline-flex items-center gap-1 rounded-lg bg-green-100 px-2 py-1 text-sm font-semibold text-green-800">
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            {i18n._({ id: 'profile.verified', message: 'Verified' })}
          </span>
          <span className="text-muted">
            {i18n._({ id: 'profile.mobile.canSignIn', message: 'You can sign in with this number.' })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted">
          {i18n._({
            id: 'profile.mobile.intro',
            message: 'Verify a mobile number to sign in with a code sent by SMS, without your password.',
          })}
        </p>
      )}

      <SignInMethods user={user} />

      {step.name === 'idle' ? (
        !user.email ? (
          <p className="text-sm text-muted">
            {i18n._({
              id: 'profile.mobile.locked',
              message:
                'Your mobile number is how you sign in to this account, so it cannot be changed here. Please contact support to change it.',
            })}
          </p>
        ) : !user.isEmailVerified ? (
          <p className="text-sm text-muted">
            {i18n._({
              id: 'profile.mobile.needsEmail',
              message:
                'Verify your email above first: only then can a mobile number sign in to your account.',
            })}
          </p>
        ) : (
          <div>
            <Button variant="secondary" onClick={verification.start}>
              {user.isMobileVerified
                ? i18n._({ id: 'profile.mobile.change', message: 'Change mobile number' })
                : i18n._({ id: 'profile.mobile.add', message: 'Add and verify mobile number' })}
            </Button>
          </div>
        )
      ) : step.name === 'number' ? (
        <MobileNumberForm verification={verification} />
      ) : (
        <MobileCodeForm notice={step.notice} verification={verification} />
      )}

      <SmsUpdatesCheckbox user={user} />
    </section>
  );
}
