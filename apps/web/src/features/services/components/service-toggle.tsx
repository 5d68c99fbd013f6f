import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';

/** Gas and LPG share one form: Pay Bill / Book a Cylinder switches between their two pages. */
export function ServiceToggle({ def }: { def: ServiceDefinition }) {
  const { i18n } = useLingui();
  if (!def.toggle) return null;
  const options = [
    {
      label: i18n._({ id: 'services.toggle.payBill', message: 'Pay Bill' }),
      service: SERVICES[def.toggle.payBill],
    },
    {
      label: i18n._({ id: 'services.toggle.bookCylinder', message: 'Book a Cylinder' }),
      service: SERVICES[def.toggle.bookCylinder],
    },
  ];
  return (
    <nav
      aria-label={i18n._({ id: 'services.toggle.label', message: 'Gas service' })}
      className="flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto sm:self-start"
    >
      {options.map(({ label, service }) => {
        const isCurrent = service.slug === def.slug;
        return (
          <Link
            key={service.slug}
            to={service.route}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              'flex min-h-11 flex-1 items-center justify-center rounded-lg px-5 text-base font-semibold sm:flex-none',
              isCurrent ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
