import {
  AdminBan,
  type AdjustCreditsBody,
  type BanInput,
  BanResponse,
  CreditsBalance,
  type EditMemberProfileBody,
  MemberDossier,
  type MemberSearchQuery,
  MemberSearchPage,
  type ModerationDecisionBody,
  OkResponse,
  type PremiumBody,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminFetch } from '../admin-api';

/** GET /api/admin/members: a page of the search. */
export const membersQuery = (filter: Partial<MemberSearchQuery>) =>
  queryOptions({
    queryKey: ['admin', 'members', 'search', filter],
    queryFn: ({ signal }) => adminFetch('members', { schema: MemberSearchPage, query: filter, signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/admin/members/:id: the member page. */
export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'members', id],
    queryFn: ({ signal }) => adminFetch(`members/${id}`, { schema: MemberDossier, signal }),
  });

interface WriteRequest<S extends z.ZodType> {
  path: string;
  method?: 'POST' | 'PATCH';
  body: unknown;
  schema: S;
  /**
   * The write ends the member (a deletion): nothing is read again now, as their page would answer
   * 404 before it is left; what the staff member goes to next reads afresh.
   */
  endsMember?: boolean;
}

/**
 * A staff write on a member: afterwards the member pages and the audit trails are read again (the
 * write changed both), and the search, whose rows may show what changed.
 */
function useMemberWrite<Vars, S extends z.ZodType>(request: (vars: Vars) => WriteRequest<S>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) => {
      const { path, method = 'POST', body, schema } = request(vars);
      return adminFetch(path, { method, body, schema });
    },
    onSuccess: (_answer, vars) => {
      const refetchType = request(vars).endsMember ? 'none' : 'active';
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'members'], refetchType }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'], refetchType }),
      ]);
    },
  });
}

type Reason = { reason: string };

export const useEditProfile = (memberId: number) =>
  useMemberWrite((body: EditMemberProfileBody) => ({ path: `members/${memberId}/profile`, method: 'PATCH', body, schema: OkResponse }));

/** The photo queue's decision route, so a photo decided here is decided there too. */
export const usePhotoDecision = () =>
  useMemberWrite(({ photoId, ...body }: ModerationDecisionBody & { photoId: number }) => ({
    path: `moderation/photos/${photoId}`,
    body,
    schema: OkResponse,
  }));

export const useBan = (memberId: number) =>
  useMemberWrite((body: BanInput) => ({ path: `members/${memberId}/bans`, body, schema: BanResponse }));

export const useLiftBan = () =>
  useMemberWrite(({ banId, reason }: Reason & { banId: number }) => ({ path: `bans/${banId}/lift`, body: { reason }, schema: AdminBan }));

export const useAdjustCredits = (memberId: number) =>
  useMemberWrite((body: AdjustCreditsBody) => ({ path: `members/${memberId}/credits`, body, schema: CreditsBalance }));

export const usePremium = (memberId: number) =>
  useMemberWrite((body: PremiumBody) => ({ path: `members/${memberId}/premium`, body, schema: OkResponse }));

/** The actions whose only field is the reason, by the last part of their path. */
export type ReasonOnlyAction = 'activation-mail' | 'password-reset' | 'deletion';

export const useReasonOnlyAction = (memberId: number) =>
  useMemberWrite(({ action, reason }: Reason & { action: ReasonOnlyAction }) => ({
    path: `members/${memberId}/${action}`,
    body: { reason },
    schema: OkResponse,
    endsMember: action === 'deletion',
  }));
