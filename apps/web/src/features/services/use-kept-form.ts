import { readPrefill } from '@paywise/domain/catalogue/repeat-link';
import type { Operator, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { newIdempotencyKey } from './api/create-order';
import { readSavedForm, savedFormKey, toSavedForm, type SavedForm } from './saved-form';
import type { ServiceFormAction, ServiceFormState } from './service-form-state';

/** The first service page this document draws: only its reload brings a kept form back by itself. */
let isFirstPageOfDocument = true;

/** Whether the document was loaded by a reload or back/forward (the customer's own form, a moment ago). */
function isReloaded(): boolean {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'reload' || entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

export interface KeptForm {
  /** Paid: the next visit starts with an empty form. */
  forget(): void;
  /** An unpaid draft (at most 30 minutes old) offered above the empty form, or null. */
  offer: SavedForm | null;
  /** Continue: the draft fills the form. */
  takeOffer(): void;
  /** Start afresh: the draft is forgotten. */
  dismissOffer(): void;
}

/**
 * A reload (or the tab coming back) keeps what was typed: restored from the tab's session storage after mount,
 * never read while rendering (a page rendered ahead of the browser hydrates the same). Coming to the page another
 * way, the kept draft is offered, not imposed ("Continue with 9900112233?"); a draft kept more than 30 minutes ago
 * is forgotten (saved-form.ts). A link that fills the form ("Recharge again") wins over it.
 */
export function useKeptForm({
  def,
  operators,
  state,
  dispatch,
}: {
  def: ServiceDefinition;
  operators: readonly Operator[];
  state: ServiceFormState;
  dispatch: Dispatch<ServiceFormAction>;
}): KeptForm {
  const hasSaveStarted = useRef(false);
  const [offer, setOffer] = useState<SavedForm | null>(null);
  useEffect(() => {
    const reloaded = isFirstPageOfDocument && isReloaded();
    isFirstPageOfDocument = false;
    if (readPrefill(def, new URLSearchParams(window.location.search), operators)) return;
    let raw: string | null = null;
    try {
      raw = sessionStorage.getItem(savedFormKey(def.slug));
    } catch {
      // storage blocked: nothing to restore
    }
    const saved = readSavedForm(def, raw);
    if (!saved) return;
    if (reloaded) dispatch({ type: 'restore', saved, idempotencyKey: newIdempotencyKey() });
    else setOffer(saved);
  }, [def, operators, dispatch]);

  const { values } = state;
  const isEmpty = !values.identifier && !values.operator && !values.amount;
  // Typing something else first answers the offer: emptied again later, the field brings no old draft back.
  if (offer && !isEmpty) setOffer(null);
  useEffect(() => {
    // The first commit still holds the initial state: what the restore above replaces, not what to keep.
    if (!hasSaveStarted.current) {
      hasSaveStarted.current = true;
      return;
    }
    // While a draft is offered over the empty form, it stays kept.
    if (offer && isEmpty) return;
    try {
      const saved = toSavedForm(state);
      if (saved) sessionStorage.setItem(savedFormKey(def.slug), JSON.stringify(saved));
      else sessionStorage.removeItem(savedFormKey(def.slug));
    } catch {
      // storage full or blocked: the form still works, it is only not kept
    }
  }, [def.slug, state, offer, isEmpty]);

  const forget = () => {
    try {
      sessionStorage.removeItem(savedFormKey(def.slug));
    } catch {
      // storage blocked: nothing was kept
    }
    hasSaveStarted.current = false;
  };

  return {
    forget,
    offer: isEmpty ? offer : null,
    takeOffer: () => {
      if (offer) dispatch({ type: 'restore', saved: offer, idempotencyKey: newIdempotencyKey() });
      setOffer(null);
    },
    dismissOffer: () => {
      setOffer(null);
      forget();
      hasSaveStarted.current = true;
    },
  };
}
