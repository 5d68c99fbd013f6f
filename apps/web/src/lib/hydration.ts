import type { UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * false while React hydrates this component's prerendered HTML (docs/decisions/0012), true from the render right
 * after (React renders it again by itself), and always true for a page rendered in the browser. What differs per
 * visitor or per moment (a stored choice, fetched data) waits for it, so the first render in the browser is the
 * HTML the build wrote for everyone: no hydration mismatch.
 *
 * Parts of a prerendered page hydrate one after the other (React hydrates each Suspense boundary on its own, after
 * the rest), so data fetched by a part hydrated earlier can be in the cache before a later part hydrates: a
 * component that shows fetched data gets it through `afterHydration`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** A query's answer as the prerendered HTML had it (still loading, no data, no error) until hydration is over. */
export function useAfterHydration<TData, TError>(
  query: UseQueryResult<TData, TError>,
): UseQueryResult<TData, TError> {
  const hydrated = useHydrated();
  if (hydrated) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    isError: false,
    isPending: true,
    isLoading: query.isFetching,
    isSuccess: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    status: 'pending',
  } as UseQueryResult<TData, TError>;
}
