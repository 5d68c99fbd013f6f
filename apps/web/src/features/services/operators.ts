import { DTH_OPERATORS, MOBILE_OPERATORS } from '@paywise/domain/catalogue/operators-light';
import type { Operator, OperatorListKey } from '@paywise/domain/catalogue/types';
import { use } from 'react';

/**
 * The operator lists on the web. MOBILE and DTH are in the first page (operators-light.ts); every other list
 * (billers, banks, boards: most of the catalogue's bytes) comes in one chunk of its own the first time a page
 * needs it, so the first visit does not carry them (docs/decisions/0026). A service page waits for its list
 * (`useOperators`, under the page's Suspense; the prerenderer waits too, and main.tsx loads it before hydrating:
 * `preloadOperatorsOf`); after that, `operatorsOf` answers at once.
 */
type Lists = Record<OperatorListKey, Operator[]>;

let lists: Lists | null = null;
let loading: (Promise<Lists> & { status?: string; value?: Lists }) | null = null;

/** Downloads every operator list (once); a failed download may be tried again. */
export function loadOperatorLists(): Promise<Lists> {
  if (!loading) {
    const promise: Promise<Lists> & { status?: string; value?: Lists } =
      import('@paywise/domain/catalogue/operators').then(({ OPERATORS }) => {
        lists = OPERATORS;
        // React's use() reads these, so a promise settled before a render does not suspend it again.
        promise.status = 'fulfilled';
        promise.value = OPERATORS;
        return OPERATORS;
      });
    promise.catch(() => {
      loading = null;
    });
    loading = promise;
  }
  return loading;
}

/** The list now, if it is here (MOBILE and DTH always are); undefined while it downloads. */
function listNow(list: OperatorListKey): Operator[] | undefined {
  if (list === 'MOBILE') return MOBILE_OPERATORS;
  if (list === 'DTH') return DTH_OPERATORS;
  return lists?.[list];
}

/** A page's operator list, once here (`useOperators` or `loadOperatorLists` first); empty before. */
export function operatorsOf(list: OperatorListKey): readonly Operator[] {
  return listNow(list) ?? [];
}

/** A page's operator list; suspends the page while it downloads. */
export function useOperators(list: OperatorListKey): readonly Operator[] {
  return listNow(list) ?? use(loadOperatorLists())[list];
}

/** Before the first render of a page that needs a list not in the first page (main.tsx, the prerenderer). */
export function preloadOperators(list: OperatorListKey | undefined): Promise<unknown> {
  return list && !listNow(list) ? loadOperatorLists() : Promise.resolve();
}

/** Whether a page's list is here (no list: nothing to wait for). */
export function hasOperators(list: OperatorListKey | undefined): boolean {
  return !list || listNow(list) !== undefined;
}
