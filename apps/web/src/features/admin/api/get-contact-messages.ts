import type { ContactList } from '@paywise/domain/contracts/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The key the contact form invalidates after a new message. */
export const CONTACT_MESSAGES_KEY = ['contact-messages'] as const;

export function getContactMessages(cursor: string | null): Promise<ContactList> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return api.get<ContactList>(`/contact?${params}`);
}

export const contactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: CONTACT_MESSAGES_KEY,
    queryFn: ({ pageParam }) => getContactMessages(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Contact messages, newest first (GET /api/contact). */
export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions());
}
