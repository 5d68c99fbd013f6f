import { useEffect } from 'react';

/**
 * Focuses what `pick` returns once the panel is on screen: after the dialog's own showModal() (which would
 * focus its close button), so a panel that opens or replaces another starts at its first field.
 */
export function useFirstFocus(pick: () => void) {
  useEffect(() => {
    const timer = window.setTimeout(pick, 0);
    return () => window.clearTimeout(timer);
    // Once, when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
