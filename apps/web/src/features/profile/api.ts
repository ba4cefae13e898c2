import {
  PHOTO_FILE_FIELD,
  type PhotoResponse,
  type PhotosResponse,
  REQUEST_TYPE_HEADER,
  REQUEST_TYPE_VALUE,
  type UpdatePhotoBody,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, ApiError, api, errorBodyOf } from '../../lib/api-client';
import { userQuery } from '../../lib/session';

/** While a photo waits for its check, the list asks again this often. */
export const PENDING_PHOTO_POLL_MS = 4_000;

export const photosQuery = queryOptions({
  queryKey: ['photos'],
  queryFn: ({ signal }) => api('photos.php', 'PhotosResponse', { signal }),
  // Pending photos check themselves: poll until none waits any more.
  refetchInterval: (query) =>
    query.state.data?.photos.some((photo) => photo.status === 'pending') ? PENDING_PHOTO_POLL_MS : false,
});

/** Changing photos can change the main image the session (navigation, photo alert) shows. */
function usePhotosChanged() {
  const queryClient = useQueryClient();
  return (answer?: PhotosResponse) => {
    if (answer) queryClient.setQueryData(photosQuery.queryKey, answer);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: photosQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
    ]);
  };
}

/** PUT /api/photos.php: main photo, private or public. */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  const changed = usePhotosChanged();
  return useMutation({
    mutationFn: (body: UpdatePhotoBody) => api('photos.php', 'PhotoResponse', { method: 'PUT', body }),
    // The switch and the main badge move at once; the server's answer (or failure) settles it.
    onMutate: ({ id, main, private: isPrivate }) => {
      queryClient.setQueryData(photosQuery.queryKey, (data) =>
        data && {
          ...data,
          photos: data.photos.map((photo) => ({
            ...photo,
            main: main ? photo.id === id : photo.main,
            private: photo.id === id && isPrivate !== undefined ? isPrivate : photo.private,
          })),
        },
      );
    },
    onSettled: () => changed(),
  });
}

/** DELETE /api/photos.php */
export function useDeletePhoto() {
  const changed = usePhotosChanged();
  return useMutation({
    mutationFn: (id: number) => api('photos.php', 'PhotosResponse', { method: 'DELETE', body: { id } }),
    onSuccess: (answer) => changed(answer),
  });
}

/** PUT /api/photos-order.php: shown in the new order at once, put back if the server says no. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  const changed = usePhotosChanged();
  return useMutation({
    mutationFn: (order: number[]) => api('photos-order.php', 'PhotosResponse', { method: 'PUT', body: { order } }),
    onMutate: (order) => {
      queryClient.setQueryData(photosQuery.queryKey, (data) => {
        if (!data) return data;
        const byId = new Map(data.photos.map((photo) => [photo.id, photo]));
        const photos = order.flatMap((id, position) => {
          const photo = byId.get(id);
          return photo ? [{ ...photo, position }] : [];
        });
        return { ...data, photos };
      });
    },
    onSettled: (answer) => changed(answer),
  });
}

/**
 * POST /api/photos.php as multipart (field `photo`, optional `private`), through XMLHttpRequest
 * because fetch cannot report upload progress. Failures are ApiErrors like every other call.
 */
export function uploadPhoto(
  file: File,
  { isPrivate = false, onProgress, signal }: { isPrivate?: boolean; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<PhotoResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/photos.php');
    request.setRequestHeader(REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE);
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        answerOf('PhotoResponse', payload).then(resolve, reject);
        return;
      }
      const error = errorBodyOf(payload);
      if (error) {
        const { code, message, fields, params } = error;
        reject(new ApiError(request.status, code, message, fields, params));
      } else if (request.status === 413) {
        reject(new ApiError(413, 'photo_too_large', 'The photo is too large.'));
      } else {
        reject(new ApiError(request.status, 'internal_error', request.statusText || 'Error'));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'The network is not reachable.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('private', String(isPrivate));
    form.append(PHOTO_FILE_FIELD, file);
    request.send(form);
  });
}

/**
 * What the upload input accepts: what the server's image library decodes. Its prebuilt build has
 * no HEVC decoder, so iPhone HEIC photos are not offered (iPhones convert them to JPEG on upload).
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
