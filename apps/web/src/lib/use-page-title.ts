import { useEffect } from 'react';

/** Sets the browser tab title of a page: `${title} | PayWise` (the back office passes 'PayWise Admin'). */
export function usePageTitle(title: string, site = 'PayWise'): void {
  useEffect(() => {
    document.title = `${title} | ${site}`;
  }, [title, site]);
}
