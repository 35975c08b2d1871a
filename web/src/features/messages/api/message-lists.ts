import { type CampusClient, MESSAGES_PAGE_SIZE } from '@campus/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { type MessageBox, messageKeys } from './keys';

/** GET /messages/inbox or /messages/sent: one page of 20, newest first. */
export function messageListOptions(client: CampusClient, box: MessageBox, page: number) {
  return queryOptions({
    queryKey: messageKeys.list(box, page),
    queryFn: () =>
      box === 'inbox'
        ? client.messages.inbox({ page, per_page: MESSAGES_PAGE_SIZE })
        : client.messages.sent({ page, per_page: MESSAGES_PAGE_SIZE }),
    // Paging keeps the page on screen until the next one arrives (no skeleton flash between pages).
    placeholderData: keepPreviousData,
  });
}

export function useMessageList(box: MessageBox, page: number) {
  return useQuery(messageListOptions(useApiClient(), box, page));
}
