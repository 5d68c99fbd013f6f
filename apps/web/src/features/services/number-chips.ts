import type { Prefill } from '@paywise/domain/catalogue/repeat-link';
import { suggestsLastAmount } from '@paywise/domain/catalogue/repeat-link';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { RecentNumberDto, SavedNumberDto } from '@paywise/domain/contracts/me';

/** Chips shown at most: the rest of the ten recents and fifty saved would bury the form. */
export const MAX_CHIPS = 6;

export interface NumberChip {
  key: string;
  identifier: string;
  nickname: string | null;
  operator: string;
  circle: string | null;
  /** The last order's amount (rupees), when the customer paid for this identifier before. */
  lastAmount: number | null;
}

/** Saved entries first (with their nickname), then recents not saved, each identifier once. */
export function numberChips(
  saved: readonly SavedNumberDto[],
  recents: readonly RecentNumberDto[],
): NumberChip[] {
  const recentOf = new Map(recents.map((recent) => [recent.identifier, recent]));
  const chips: NumberChip[] = saved.map((entry) => ({
    key: `saved-${entry.id}`,
    identifier: entry.identifier,
    nickname: entry.nickname,
    operator: entry.operator,
    circle: entry.circle,
    lastAmount: recentOf.get(entry.identifier)?.lastAmount ?? null,
  }));
  const savedIds = new Set(saved.map((entry) => entry.identifier));
  for (const recent of recents) {
    if (savedIds.has(recent.identifier)) continue;
    chips.push({
      key: `recent-${recent.identifier}`,
      identifier: recent.identifier,
      nickname: recent.nickname ?? null,
      operator: recent.operator,
      circle: recent.circle,
      lastAmount: recent.lastAmount,
    });
  }
  return chips.slice(0, MAX_CHIPS);
}

/** What a chip fills: identifier, operator, circle where the page has one, and a recharge's last amount. */
export function chipPrefill(def: ServiceDefinition, chip: NumberChip): Prefill {
  const prefill: Prefill = { identifier: chip.identifier, operator: chip.operator };
  if (def.hasCircle && chip.circle) prefill.circle = chip.circle;
  if (suggestsLastAmount(def) && chip.lastAmount !== null) prefill.amount = String(chip.lastAmount);
  return prefill;
}
