import { useLingui } from '@lingui/react';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { checkConnection } from '../lib/connectivity';

/**
 * Offline, a banner over the page (not a screen in its place): the page and what was typed in it stay, and the
 * customer carries on where they were once the connection is back. It checks again by itself (lib/connectivity.ts)
 * and on Try again.
 */
export function OfflineBanner() {
  const { i18n } = useLingui();
  const [checking, setChecking] = useState(false);

  async function retry() {
    setChecking(true);
    await checkConnection();
    setChecking(false);
  }

  return (
    <div
      role="status"
      aria-labelledby="offline-banner-title"
      data-testid="offline-banner"
      className="sticky top-0 z-40 border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <WifiOff aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1 text-sm">
          <strong id="offline-banner-title">
            {i18n._({ id: 'shell.offline.title', message: "You're offline" })}
          </strong>{' '}
          <span>
            {i18n._({
              id: 'shell.offline.text',
              message:
                "PayWise needs an internet connection to recharge and pay bills. We'll carry on as soon as you're back online.",
            })}
          </span>
        </p>
        <button
          type="button"
          onClick={() => void retry()}
          disabled={checking}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-amber-700 px-3 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-70"
        >
          {checking
            ? i18n._({ id: 'shell.offline.checking', message: 'Checking...' })
            : i18n._({ id: 'shell.offline.tryAgain', message: 'Try again' })}
        </button>
      </div>
    </div>
  );
}
