import type { ListUsersResponse } from '@paywise/domain/contracts/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const USERS_KEY = ['admin', 'users'] as const;

export interface UsersQuery {
  page: number;
  limit: number;
  search: string;
}

export function getUsers({ page, limit, search }: UsersQuery): Promise<ListUsersResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) params.set('search', search.trim());
  return api.get<ListUsersResponse>(`/users?${params}`);
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

/** One page of users, searched by name or email (GET /api/users). */
export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
