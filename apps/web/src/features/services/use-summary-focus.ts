import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus on a service page moves after React has drawn the element it goes to (`focusAfterRender`). The summary's heading
 * is to get focus but its (lazy) code may still be on its way: `summaryHeading` is its ref, and it takes focus when
 * drawn (`focusSummaryWhenDrawn`).
 */
export function useSummaryFocus() {
  const summaryHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  const summaryFocusPending = useRef(false);
  const focusSummaryWhenDrawn = () => {
    summaryFocusPending.current = true;
    focusNext.current = () => summaryHeadingRef.current;
  };
  const summaryHeading = useCallback((element: HTMLHeadingElement | null) => {
    summaryHeadingRef.current = element;
    if (element && summaryFocusPending.current) {
      summaryFocusPending.current = false;
      element.focus();
    }
  }, []);

  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    if (target) summaryFocusPending.current = false;
    target?.focus();
  });

  /** Focus goes to this element once React has drawn it. */
  const focusAfterRender = (target: () => HTMLElement | null) => {
    focusNext.current = target;
  };

  return { focusAfterRender, focusSummaryWhenDrawn, summaryHeading };
}
