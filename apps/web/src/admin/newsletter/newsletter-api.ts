import {
  type Newsletter,
  type NewsletterDraft,
  NewsletterListResponse,
  NewsletterPreview,
  NewsletterResponse,
  NewsletterTestResponse,
  type SendNewsletterBody,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

const KEY = ['admin', 'newsletters'] as const;

/** While copies go out the counts move: lists and pages showing one that is sending ask again. */
const PROGRESS_POLL_MS = 2_000;

export const newslettersQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: [...KEY, 'list', siteId],
    queryFn: ({ signal }) =>
      adminFetch('newsletters', { schema: NewsletterListResponse, query: { siteId: siteId ?? undefined }, signal }).then(
        (answer) => answer.newsletters,
      ),
    refetchInterval: (query) => (query.state.data?.some((newsletter) => newsletter.status === 'sending') ? PROGRESS_POLL_MS : false),
  });

export const newsletterQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => adminFetch(`newsletters/${id}`, { schema: NewsletterResponse, signal }).then((answer) => answer.newsletter),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });

/** The stored newsletter as the preview frame shows it; `version` (its updated_at) reloads the frame after a save. */
export const previewPageUrl = (newsletter: Pick<Newsletter, 'id' | 'updated_at'>) =>
  `/api/admin/newsletters/${newsletter.id}/preview?${new URLSearchParams({ v: newsletter.updated_at })}`;

/** Every write is in the audit trail the newsletter's page shows. */
const AUDIT_KEY = ['admin', 'audit'] as const;

function useSaved() {
  const queryClient = useQueryClient();
  return (newsletter: Newsletter) => {
    queryClient.setQueryData(newsletterQuery(newsletter.id).queryKey, newsletter);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
}

/** Creates the draft, or saves the one with `id`. */
export function useSaveNewsletter() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NewsletterDraft }) =>
      adminFetch(id === null ? 'newsletters' : `newsletters/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: draft,
        schema: NewsletterResponse,
      }).then((answer) => answer.newsletter),
    onSuccess: saved,
  });
}

export function usePreviewNewsletter() {
  return useMutation({
    mutationFn: (draft: NewsletterDraft) => adminFetch('newsletters/preview', { method: 'POST', body: draft, schema: NewsletterPreview }),
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch(`newsletters/${id}/test`, { method: 'POST', schema: NewsletterTestResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  });
}

export function useSendNewsletter() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, ...body }: SendNewsletterBody & { id: number }) =>
      adminFetch(`newsletters/${id}/send`, { method: 'POST', body, schema: NewsletterResponse }).then((answer) => answer.newsletter),
    onSuccess: saved,
  });
}
