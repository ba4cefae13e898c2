import type { DirectDebitBody, DirectDebitConfirmBody } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /api/directdebit.php: checks the details and sends the SMS code (again, for a resend). */
export function useStartDirectDebit() {
  return useMutation({
    mutationFn: (body: DirectDebitBody) => api('directdebit.php', 'DirectDebitStarted', { method: 'POST', body }),
  });
}

/** POST /api/directdebit-confirm.php: the right code creates the mandate and the order. */
export function useConfirmDirectDebit() {
  return useMutation({
    mutationFn: (body: DirectDebitConfirmBody) =>
      api('directdebit-confirm.php', 'CreatePaymentResponse', { method: 'POST', body }),
  });
}
