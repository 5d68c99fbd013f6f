import { Trans, useLingui } from '@lingui/react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useForgetLastUpi, useLastUpi } from '../../../lib/last-upi';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * The UPI ID kept from the customer's last UPI payment (offered in the payment sheet), masked as lists show it
 * (ra***@okaxis), with "Forget" to stop it being offered. Nothing when none is kept.
 */
export function UpiSection() {
  const { i18n } = useLingui();
  const headingId = useId();
  const lastUpi = useLastUpi(true);
  const forget = useForgetLastUpi();
  const masked = lastUpi.data?.masked;
  if (!masked) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex max-w-xl flex-col gap-3"
      data-testid="saved-upi"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {i18n._({ id: 'profile.upi.title', message: 'Saved UPI ID' })}
      </h3>
      <p className="text-sm">
        <Trans
          id="profile.upi.offered"
          message="<0>{masked}</0> <1>is offered when you pay by UPI.</1>"
          values={{ masked }}
          components={[<span className="font-mono font-semibold" />, <span className="text-muted" />]}
        />
      </p>
      <div>
        <Button
          variant="secondary"
          disabled={forget.isPending}
          onClick={() =>
            forget.mutate(undefined, {
              onSuccess: () =>
                notify.success(
                  i18n._({ id: 'profile.upi.forgotten', message: 'The UPI ID will no longer be offered.' }),
                ),
              onError: (caught) =>
                notify.error(
                  errorMessage(
                    caught,
                    i18n._({ id: 'profile.upi.forgetFailed', message: 'The UPI ID could not be forgotten.' }),
                  ),
                ),
            })
          }
        >
          {i18n._({ id: 'profile.upi.forget', message: 'Forget this UPI ID' })}
        </Button>
      </div>
    </section>
  );
}
