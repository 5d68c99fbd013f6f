import { useLingui } from '@lingui/react';
import type { Prefill } from '@paywise/domain/catalogue/repeat-link';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useSession } from '../../../lib/session';
import { useMyNumbers } from '../api/get-my-numbers';
import { chipPrefill, numberChips } from '../number-chips';

export interface NumberChipsProps {
  def: ServiceDefinition;
  /** The identifier on the form: its chip shows as chosen. */
  identifier: string;
  onFill(prefill: Prefill): void;
}

/**
 * A signed-in customer's saved and recent numbers (or account numbers) of this service, one tap to fill the form.
 * One row that scrolls sideways on a phone, wrapping on wider screens; nothing at all for a visitor or a customer
 * with none.
 */
export function NumberChips({ def, identifier, onFill }: NumberChipsProps) {
  const session = useSession();
  const { recents, saved } = useMyNumbers(def.slug, session.status === 'signedIn');
  const chips = numberChips(saved, recents);
  const { i18n } = useLingui();
  if (chips.length === 0) return null;
  const title =
    def.group === 'recharge'
      ? i18n._({ id: 'services.chips.numbers', message: 'Your numbers' })
      : i18n._({ id: 'services.chips.accounts', message: 'Your accounts' });
  return (
    <div className="mt-2" data-testid="number-chips">
      <p id={`${def.slug}-chips-title`} className="text-sm font-semibold text-muted">
        {title}
      </p>
      <ul
        aria-labelledby={`${def.slug}-chips-title`}
        className="-mx-1 mt-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {chips.map((chip) => {
          const isChosen = chip.identifier === identifier;
          const detail = [chip.operator, chip.circle].filter(Boolean).join(' · ');
          return (
            <li key={chip.key} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={isChosen}
                aria-label={`${chip.nickname ? `${chip.nickname}, ` : ''}${chip.identifier}, ${detail}`}
                title={detail}
                onClick={() => onFill(chipPrefill(def, chip))}
                className={
                  'flex min-h-11 max-w-[15rem] flex-col items-start justify-center rounded-full border px-4 py-1 text-left text-sm leading-tight transition-colors ' +
                  (isChosen
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-300 bg-white text-ink hover:border-brand-600 hover:bg-brand-50')
                }
              >
                {chip.nickname ? (
                  <span className="max-w-full truncate font-semibold">{chip.nickname}</span>
                ) : null}
                <span className={chip.nickname ? 'max-w-full truncate text-xs text-muted' : 'font-semibold'}>
                  {chip.identifier}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
