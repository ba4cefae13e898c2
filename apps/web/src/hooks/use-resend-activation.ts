import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** POST /api/activate.php: mail the logged-in member a new activation link. */
export function useResendActivation() {
  return useMutation({ mutationFn: () => api('activate.php', 'OkResponse', { method: 'POST' }) });
}
