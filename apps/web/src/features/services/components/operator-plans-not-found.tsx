import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { slugOf } from '../operator-plan-pages';
import { operatorPlansLabel } from '../operator-plans-texts';
import { PILL } from './operator-links';

/** No operator (or circle) by that name: links to every operator's plans instead. */
export function OperatorPlansNotFound() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        {i18n._({ id: 'services.operatorPlans.notFound', message: 'No plans found for this operator' })}
      </h1>
      <p className="mt-2 text-muted">
        {i18n._({
          id: 'services.operatorPlans.choose',
          message: 'Choose an operator to see its prepaid plans.',
        })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {OPERATORS.MOBILE.map((candidate) => (
          <li key={candidate.id}>
            <Link
              to={paths.operatorPlans.getHref(slugOf(candidate.name))}
              className={cn(PILL, 'border-slate-200 bg-white text-brand-700')}
            >
              {operatorPlansLabel(i18n, candidate.name)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
