import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { useQuery } from '@tanstack/react-query';
import { recentsQueryOptions } from '../../../lib/recents';
import { savedNumbersQueryOptions } from '../../../lib/saved-numbers';

/** Both lists for a service page; asked only when signed in (a visitor has none). */
export function useMyNumbers(service: ServiceSlug, isSignedIn: boolean) {
  const recents = useQuery({ ...recentsQueryOptions(service), enabled: isSignedIn });
  const saved = useQuery({ ...savedNumbersQueryOptions(service), enabled: isSignedIn });
  return { recents: recents.data?.recents ?? [], saved: saved.data?.saved ?? [] };
}
