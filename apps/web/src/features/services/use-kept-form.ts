import { readPrefill } from '@paywise/domain/catalogue/repeat-link';
import type { Operator, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect, useRef, type Dispatch } from 'react';
import { newIdempotencyKey } from './api/create-order';
import { readSavedForm, savedFormKey, toSavedForm } from './saved-form';
import type { ServiceFormAction, ServiceFormState } from './service-form-state';

/**
 * A reload (or the tab coming back) keeps what was typed: restored from the tab's session storage after mount,
 * never read while rendering (a page rendered ahead of the browser hydrates the same). A link that fills the form
 * ("Recharge again") wins over it. Returns `forgetKeptForm`: paid, the next visit starts with an empty form.
 */
export function useKeptForm(
  def: ServiceDefinition,
  operators: readonly Operator[],
  state: ServiceFormState,
  dispatch: Dispatch<ServiceFormAction>,
): () => void {
  const hasSaveStarted = useRef(false);
  useEffect(() => {
    if (!readPrefill(def, new URLSearchParams(window.location.search), operators)) {
      let raw: string | null = null;
      try {
        raw = sessionStorage.getItem(savedFormKey(def.slug));
      } catch {
        // storage blocked: nothing to restore
      }
      const saved = readSavedForm(def, raw);
      if (saved) dispatch({ type: 'restore', saved, idempotencyKey: newIdempotencyKey() });
    }
  }, [def, operators, dispatch]);
  useEffect(() => {
    // The first commit still holds the initial state: what the restore above replaces, not what to keep.
    if (!hasSaveStarted.current) {
      hasSaveStarted.current = true;
      return;
    }
    try {
      const saved = toSavedForm(state);
      if (saved) sessionStorage.setItem(savedFormKey(def.slug), JSON.stringify(saved));
      else sessionStorage.removeItem(savedFormKey(def.slug));
    } catch {
      // storage full or blocked: the form still works, it is only not kept
    }
  }, [def.slug, state]);

  return () => {
    try {
      sessionStorage.removeItem(savedFormKey(def.slug));
    } catch {
      // storage blocked: nothing was kept
    }
    hasSaveStarted.current = false;
  };
}
