import type { Plan } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { PlanFacts } from '../../../components/plan-facts';
import { cn } from '../../../components/ui/cn';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';

export function PlanCard({
  plan,
  isSelected,
  showCategory,
  onChoose,
}: {
  plan: Plan;
  isSelected: boolean;
  showCategory: boolean;
  onChoose(plan: Plan): void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const price = format.inr(plan.price);
  return (
    // The whole card takes a tap; the button is the same action for keyboards and screen readers.
    <li
      onClick={() => onChoose(plan)}
      className={cn(
        'cursor-pointer rounded-xl border p-4 transition-colors hover:border-brand-300',
        isSelected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-extrabold text-ink">{price}</p>
          {showCategory ? (
            <p className="text-xs font-semibold text-muted">{catalogueText(i18n, plan.category)}</p>
          ) : null}
        </div>
        <Button
          variant={isSelected ? 'primary' : 'secondary'}
          aria-pressed={isSelected}
          aria-label={i18n._({
            id: 'services.plans.selectAria',
            message: 'Select plan of {price}',
            values: { price },
          })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(plan);
          }}
          className="shrink-0 px-4"
        >
          {isSelected
            ? i18n._({ id: 'services.plans.selected', message: 'Selected' })
            : i18n._({ id: 'services.plans.select', message: 'Select' })}
        </Button>
      </div>
      <PlanFacts plan={plan} className="mt-2" />
      <p className="mt-2 text-sm text-muted" data-testid="plan-details">
        {plan.details}
      </p>
    </li>
  );
}
