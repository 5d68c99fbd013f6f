import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { cn } from './cn';

type IconName = ServiceSlug | 'more';

/** Line icons drawn on a 24 px grid; stroke colour follows the text colour. */
const ICONS: Record<IconName, string[]> = {
  mobile: [
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z',
    'M11 18h2',
  ],
  dth: ['M4 10a9 9 0 0 0 10 10z', 'M9 15l4-4', 'M14 3.5a6.5 6.5 0 0 1 6.5 6.5', 'M14 7a3 3 0 0 1 3 3'],
  datacard: [
    'M7 8h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M9 8V3h6v5',
    'M10.5 5.5h0M13.5 5.5h0',
  ],
  electricity: ['M13 2 4.5 13.5H11L10 22l8.5-11.5H12z'],
  broadband: [
    'M2.5 9a14 14 0 0 1 19 0',
    'M5.5 12.5a9.5 9.5 0 0 1 13 0',
    'M8.8 16a5 5 0 0 1 6.4 0',
    'M12 19.5h0',
  ],
  water: ['M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z', 'M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5'],
  gas: [
    'M12 22a7 7 0 0 0 7-7c0-4.5-3.5-6.5-4.5-11-2 2-3 4-3 6.5-1.2-.8-2-2.2-2-3.8C7.5 9 5 11.5 5 15a7 7 0 0 0 7 7z',
  ],
  cylinder: [
    'M10 6h4a4 4 0 0 1 4 4v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9a4 4 0 0 1 4-4z',
    'M9.5 6V3h5v3',
    'M6 13h12',
  ],
  fastag: ['M3 13l2-6h14l2 6v5H3z', 'M3 13h18', 'M7 16h.01M17 16h.01', 'M5 18v2M19 18v2'],
  landline: [
    'M5 4h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  ],
  education: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c3.5 2.5 8.5 2.5 12 0v-5', 'M22 9v6'],
  housing: ['M4 21V5l8-3v19', 'M12 9h8v12', 'M2 21h20', 'M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2'],
  metro: [
    'M8 3h8a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z',
    'M5 10h14',
    'M8.5 21l2-4M15.5 21l-2-4',
    'M9 13.5h0M15 13.5h0',
  ],
  entertainment: [
    'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M10 9l5 3-5 3z',
  ],
  municipal: ['M3 21h18', 'M4 10h16', 'M12 3l9 5H3z', 'M6 10v8M10 10v8M14 10v8M18 10v8'],
  clubs: ['M8 21h8M12 16.5V21', 'M7 4h10v5a5 5 0 0 1-10 0z', 'M17 6h3v2a3 3 0 0 1-3 3M7 6H4v2a3 3 0 0 0 3 3'],
  cable: [
    'M5 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
    'M8 2.5l4 4.5 4-4.5',
    'M8 22h8',
  ],
  challan: ['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6M9 11h6M9 15h4'],
  hospital: ['M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z', 'M12 8v8M8 12h8'],
  subscription: ['M4 12a8 8 0 0 1 14-5.3L20 9', 'M20 4v5h-5', 'M20 12a8 8 0 0 1-14 5.3L4 15', 'M4 20v-5h5'],
  // The mobile handset with bill lines on its screen.
  postpaid: [
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z',
    'M9.5 7h5M9.5 10h5M9.5 13h3',
    'M11 18h2',
  ],
  more: ['M12 5v14M5 12h14'],
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-6', className)}
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
