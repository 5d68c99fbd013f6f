/**
 * Where the office is: a drawn street-map illustration (no tiles, no third-party script, so it works
 * offline and under the strict CSP) and a link that opens the address on OpenStreetMap.
 */
import { useLingui } from '@lingui/react';

export function OfficeMap({ address, pincode }: { address: string; pincode: string }) {
  const { i18n } = useLingui();
  const place = [address, pincode].filter(Boolean).join(' ');
  const mapHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <svg
        viewBox="0 0 400 220"
        role="img"
        aria-label={
          place
            ? i18n._({
                id: 'support.map.labelAt',
                message: 'Map illustration of our office at {place}',
                values: { place },
              })
            : i18n._({ id: 'support.map.label', message: 'Map illustration of our office' })
        }
        className="block h-auto w-full"
      >
        <rect width="400" height="220" fill="#eef2f7" />
        {/* Park and lake */}
        <rect x="250" y="120" width="130" height="85" rx="12" fill="#cfe8c9" />
        <ellipse cx="305" cy="165" rx="38" ry="20" fill="#a9d3f5" />
        <rect x="20" y="20" width="90" height="60" rx="8" fill="#e2e6ee" />
        <rect x="130" y="20" width="90" height="60" rx="8" fill="#e2e6ee" />
        <rect x="20" y="130" width="90" height="70" rx="8" fill="#e2e6ee" />
        <rect x="250" y="20" width="130" height="60" rx="8" fill="#e2e6ee" />
        {/* Roads */}
        <path d="M0 105 H400" stroke="#ffffff" strokeWidth="18" />
        <path d="M235 0 V220" stroke="#ffffff" strokeWidth="14" />
        <path d="M120 105 V220" stroke="#ffffff" strokeWidth="10" />
        <path d="M0 105 H400" stroke="#f7b32b" strokeWidth="2" strokeDasharray="10 8" />
        <path d="M20 210 L120 150 L235 118" stroke="#ffffff" strokeWidth="8" fill="none" />
        {/* Office building and pin */}
        <rect x="140" y="128" width="70" height="62" rx="6" fill="#c7d2fe" stroke="#3730a3" strokeWidth="2" />
        <path
          d="M175 62 c-16 0 -26 12 -26 26 c0 20 26 42 26 42 s26 -22 26 -42 c0 -14 -10 -26 -26 -26 z"
          fill="#3730a3"
        />
        <circle cx="175" cy="88" r="9" fill="#ffffff" />
        <text x="315" y="212" textAnchor="middle" fontSize="11" fill="#2f5d27">
          {i18n._({ id: 'support.map.park', message: 'Park' })}
        </text>
      </svg>
      <figcaption className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-sm text-muted">
          {i18n._({ id: 'support.map.notToScale', message: 'Illustration, not to scale.' })}
        </span>
        <a
          href={mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {i18n._({ id: 'support.map.open', message: 'Open in OpenStreetMap' })}
          <span className="sr-only">
            {' '}
            {i18n._({ id: 'support.newTab', message: '(opens in a new tab)' })}
          </span>
        </a>
      </figcaption>
    </figure>
  );
}
