import { useEffect } from 'react';

/** Sets the browser tab title of a page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | PayWise`;
  }, [title]);
}
