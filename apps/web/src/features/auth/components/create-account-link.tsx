import { Trans } from '@lingui/react';

/** "Don't have an account? Create Account": the specification's register panel, one tap from either sign-in. */
export function CreateAccountLink({
  onShowRegister,
  className,
}: {
  onShowRegister(): void;
  className: string;
}) {
  return (
    <p className={className}>
      <Trans
        id="auth.login.noAccount"
        message="Don't have an account? <0>Create Account</0>"
        components={[
          <button
            type="button"
            onClick={onShowRegister}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
          />,
        ]}
      />
    </p>
  );
}
