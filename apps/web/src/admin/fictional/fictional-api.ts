import {
  type CreateFictionalInput,
  type EditFictionalBody,
  FictionalCreated,
  FictionalList,
  type FictionalPhotoOrderBody,
  FictionalPhotoResponse,
  FictionalProfileDetail,
  OkResponse,
  PHOTO_FILE_FIELD,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminFetch } from '../admin-api';

/** The back office's calls for fictional profiles (server: modules/fictional-profiles). */
export const fictionalListQuery = (siteId: number | null, q: string) =>
  queryOptions({
    queryKey: ['admin', 'fictional', 'list', siteId, q],
    queryFn: ({ signal }) =>
      adminFetch('fictional', {
        schema: FictionalList,
        query: { ...(siteId !== null && { siteId: String(siteId) }), ...(q && { q }) },
        signal,
      }),
  });

export const fictionalQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'fictional', id],
    queryFn: ({ signal }) => adminFetch(`fictional/${id}`, { schema: FictionalProfileDetail, signal }),
  });

/** The regions members choose from, the public list the signup form reads. */
export const regionsQuery = (country: string) =>
  queryOptions({
    queryKey: ['regions', country],
    queryFn: ({ signal }) => api('regions.php', 'RegionsResponse', { query: { country }, signal }),
    staleTime: Infinity,
  });

/**
 * After a write: the profiles, the operator console's copy of one, and, as each write is audited,
 * the trail. After a deletion nothing is read again now (the profile's page would answer 404
 * before it is left); the list it goes back to reads afresh.
 */
function useRefresh({ ended = false } = {}) {
  const client = useQueryClient();
  const refetchType = ended ? 'none' : 'active';
  return () =>
    Promise.all(
      [['admin', 'fictional'], ['admin', 'operator', 'conversation'], ['admin', 'audit'], ...(ended ? [['admin', 'members']] : [])].map(
        (queryKey) => client.invalidateQueries({ queryKey, refetchType }),
      ),
    );
}

export function useCreateFictional() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateFictionalInput) => adminFetch('fictional', { schema: FictionalCreated, method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useEditFictional(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EditFictionalBody) => adminFetch(`fictional/${id}`, { schema: OkResponse, method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useFictionalNotes(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (notes: string) => adminFetch(`fictional/${id}/notes`, { schema: OkResponse, method: 'PUT', body: { notes } }),
    onSuccess: refresh,
  });
}

export function useFictionalPhoto(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PHOTO_FILE_FIELD, file);
      return adminFetch(`fictional/${id}/photos`, { schema: FictionalPhotoResponse, method: 'POST', form });
    },
    onSuccess: refresh,
  });
}

/** The shown photos' new order, the first the main one. */
export function useOrderFictionalPhotos(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FictionalPhotoOrderBody) => adminFetch(`fictional/${id}/photos/order`, { schema: OkResponse, method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useRemoveFictionalPhoto(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ photoId, reason }: { photoId: number; reason: string }) =>
      adminFetch(`fictional/${id}/photos/${photoId}`, { schema: OkResponse, method: 'DELETE', body: { reason } }),
    onSuccess: refresh,
  });
}

export function useDeleteFictional(id: number) {
  const refresh = useRefresh({ ended: true });
  return useMutation({
    mutationFn: (reason: string) => adminFetch(`fictional/${id}`, { schema: OkResponse, method: 'DELETE', body: { reason } }),
    onSuccess: refresh,
  });
}
