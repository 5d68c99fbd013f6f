import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { catalogueText } from '../lib/i18n/catalogue';
import { callsOf, hasFact, planFactRows, planFactValue } from '@paywise/domain/catalogue/plan-facts';
import { cn } from './ui/cn';

/** A plan as the catalogue lists it (GET /api/plans), or as an order stored it (calls already read). */
export interface PlanFactsPlan {
  validity: string;
  data: string;
  sms: string;
  ott: readonly string[];
  /** An order's stored plan has its calls; a catalogue plan's are read from its details. */
  calls?: string | null;
  details?: string;
  /** Offered in these circles only (catalogue plans). */
  circles?: readonly string[];
}

/**
 * A fact's value in the language on screen ('28 days' → "28 दिन", '1.5 GB/day' → "1.5 GB/दिन"). English shows the
 * catalogue's (or the stored order's) text as it is; a value of another shape shows as it is in every language.
 */
export function planFactText(i18n: I18n, value: string): string {
  if (i18n.locale === 'en') return value;
  const fact = planFactValue(value);
  switch (fact.kind) {
    case 'days':
      return i18n._({
        id: 'ui.planFacts.days',
        message: '{count, plural, one {# day} other {# days}}',
        values: { count: fact.count },
      });
    case 'perDay':
      return i18n._({ id: 'ui.planFacts.perDay', message: '{amount}/day', values: { amount: fact.amount } });
    case 'minutes':
      return i18n._({
        id: 'ui.planFacts.minutes',
        message: '{minutes} minutes',
        values: { minutes: fact.minutes },
      });
    case 'unlimited':
      return i18n._({ id: 'ui.planFacts.unlimited', message: 'Unlimited' });
    case 'none':
      return i18n._({ id: 'ui.planFacts.none', message: 'None' });
    case 'existingPlan':
      return i18n._({ id: 'ui.planFacts.existingPlan', message: 'Existing plan' });
    default:
      return fact.text;
  }
}

/**
 * What a plan gives, in the one order and wording every screen uses (catalogue/plan-facts.ts): Validity, Data,
 * Calls and SMS, then the OTT benefits as chips. The plan cards, the operator plan pages, the payment summary and
 * the order page all show a plan through this.
 */
export function PlanFacts({ plan, className }: { plan: PlanFactsPlan; className?: string }) {
  const { i18n } = useLingui();
  const calls = plan.calls !== undefined ? plan.calls : plan.details ? callsOf(plan.details) : null;
  const rows = planFactRows({ validity: plan.validity, data: plan.data, calls, sms: plan.sms });
  const hasChips = plan.ott.length > 0 || (plan.circles?.length ?? 0) > 0;
  return (
    <div className={className} data-testid="plan-facts">
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(5.25rem,1fr))] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted">{catalogueText(i18n, label)}</dt>
              <dd className="font-semibold text-ink wrap-anywhere">{planFactText(i18n, value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {hasChips ? (
        <ul
          aria-label={i18n._({ id: 'ui.planFacts.benefits', message: 'Benefits' })}
          className={cn('flex flex-wrap gap-1.5', rows.length > 0 && 'mt-2')}
        >
          {plan.ott.filter(hasFact).map((name) => (
            <li
              key={name}
              data-testid="plan-ott"
              className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-amber-950"
            >
              {name}
            </li>
          ))}
          {plan.circles?.length ? (
            <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink">
              {i18n._({
                id: 'ui.planFacts.onlyIn',
                message: 'Only in {circles}',
                values: { circles: plan.circles.join(', ') },
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
