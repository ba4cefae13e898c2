import {
  type FirstContactBody,
  FirstContactList,
  type Locale,
  OkResponse,
  OperatorClaim,
  OPERATOR_CLAIM_RENEW_SECONDS,
  OperatorConversation,
  type OperatorMessageBody,
  OperatorMessageSent,
  OperatorMessagesPage,
  OperatorQueue,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminFetch } from '../admin-api';

/** The operator console's calls (server: modules/operator-console). */

export interface QueueFilter {
  siteId: number | null;
  language: Locale | null;
}

/** The filter as the queue's query and "next"'s body both take it: what is not chosen is left out. */
const filterFields = ({ siteId, language }: QueueFilter) => ({ siteId: siteId ?? undefined, language: language ?? undefined });

/** Refreshed often: members keep writing, and other operators take conversations. */
export const operatorQueueQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: ['admin', 'operator', 'queue', filter.siteId, filter.language],
    queryFn: ({ signal }) => adminFetch('operator/queue', { schema: OperatorQueue, query: filterFields(filter), signal }),
    refetchInterval: 10_000,
  });

/**
 * The conversation being answered. Opening it takes it (or keeps it) for this operator; it is
 * read again while shown, which keeps the claim and shows a member's new message.
 */
export const operatorConversationQuery = (conversationId: number) =>
  queryOptions({
    queryKey: ['admin', 'operator', 'conversation', conversationId],
    queryFn: ({ signal }) => adminFetch(`operator/conversations/${conversationId}`, { schema: OperatorConversation, signal }),
    refetchInterval: OPERATOR_CLAIM_RENEW_SECONDS * 1000,
    retry: false,
  });

export function olderMessages(conversationId: number, before: number) {
  return adminFetch(`operator/conversations/${conversationId}/messages`, { schema: OperatorMessagesPage, query: { before: String(before) } });
}

function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin', 'operator'] });
}

/** Takes the longest-waiting conversation nobody else works on. */
export function useTakeNext() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (filter: QueueFilter) =>
      adminFetch('operator/next', {
        schema: OperatorClaim,
        method: 'POST',
        body: filterFields(filter),
      }),
    onSuccess: refresh,
  });
}

export function useAnswer(conversationId: number) {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (body: OperatorMessageBody) =>
      adminFetch(`operator/conversations/${conversationId}/messages`, { schema: OperatorMessageSent, method: 'POST', body }),
    onSuccess: refresh,
  });
}

export const firstContactQuery = (fictionalId: number, language: Locale | null) =>
  queryOptions({
    queryKey: ['admin', 'operator', 'first-contact', fictionalId, language],
    queryFn: ({ signal }) =>
      adminFetch('operator/first-contact', {
        schema: FirstContactList,
        query: { fictionalId: String(fictionalId), ...(language !== null && { language }) },
        signal,
      }),
  });

export function useFirstContact() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (body: FirstContactBody) => adminFetch('operator/first-contact', { schema: OperatorMessageSent, method: 'POST', body }),
    onSuccess: refresh,
  });
}

/**
 * Lets go of the conversation when the operator moves on. While it is shown, reading it again
 * (operatorConversationQuery) keeps the claim; a closed tab stops that, and the claim lapses.
 */
export function useReleaseOnLeave(conversationId: number) {
  const client = useQueryClient();
  useEffect(
    () => () => {
      void adminFetch(`operator/conversations/${conversationId}/claim`, { schema: OkResponse, method: 'DELETE' })
        .catch(() => undefined)
        .then(() => client.invalidateQueries({ queryKey: ['admin', 'operator', 'queue'] }));
    },
    [client, conversationId],
  );
}
