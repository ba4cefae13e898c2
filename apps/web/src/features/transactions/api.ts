import { FINAL_PAYMENT_STATUSES, type Order } from '@app/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/payments.php: the member's orders, newest first. */
export const ordersQuery = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => api('payments.php', 'OrdersResponse', { signal }).then((answer) => answer.orders),
  staleTime: 0,
});

/** How often the payment result asks again while the provider has not decided (SPEC §4 pending). */
export const PAYMENT_POLL_MS = 2_000;

export const isFinal = (order: Order) => FINAL_PAYMENT_STATUSES.includes(order.status);

/** GET /api/payments.php?id=: one order; polled until its payment is paid, failed, cancelled or expired. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => api('payments.php', 'OrderResponse', { query: { id }, signal }).then((answer) => answer.order),
    staleTime: 0,
    // Nothing to wait for before the first answer, after a final status, or when the order cannot be read.
    refetchInterval: (query) => (query.state.data && !isFinal(query.state.data) ? PAYMENT_POLL_MS : false),
  });

/** GET /api/credit-history.php: every change of the member's credits, newest first, a page at a time. */
export const creditHistoryQuery = infiniteQueryOptions({
  queryKey: ['credit-history'],
  queryFn: ({ pageParam, signal }) =>
    api('credit-history.php', 'CreditHistoryResponse', { query: { before: pageParam ?? undefined }, signal }),
  initialPageParam: null as number | null,
  getNextPageParam: (lastPage) => lastPage.next,
  staleTime: 0,
});
