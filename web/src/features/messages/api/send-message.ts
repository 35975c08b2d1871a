import type { DirectMessageInput, ReplyInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useRefreshMessages } from './refresh';

/** POST /messages/direct (Compose): to one or several people. */
export function useSendDirectMessage() {
  const client = useApiClient();
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (input: DirectMessageInput) => client.messages.sendDirect(input),
    onSuccess: refresh,
  });
}

/** POST /messages/{id}/reply: to the sender, or (the sender's own reply) to everyone it went to. */
export function useReplyToMessage(messageId: number) {
  const client = useApiClient();
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (input: ReplyInput) => client.messages.reply(messageId, input),
    onSuccess: refresh,
  });
}
