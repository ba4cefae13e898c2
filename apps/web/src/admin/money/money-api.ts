import {
  type Currency,
  AdminOrderDetail,
  type AdminOrdersQuery,
  AdminOrdersResponse,
  type RefundBody,
  RefundResponse,
  type ReportsQuery,
  ReportsResponse,
  type ReportTable,
  ReviewFlag,
} from '@app/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../lib/payments';
import { adminFetch } from '../admin-api';

export type OrderFilters = Partial<Omit<AdminOrdersQuery, 'page'>>;

export const ordersQuery = (filters: OrderFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', filters, page],
    queryFn: ({ signal }) => adminFetch('orders', { schema: AdminOrdersResponse, query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['admin', 'order', orderId],
    queryFn: ({ signal }) => adminFetch(`orders/${orderId}`, { schema: AdminOrderDetail, signal }),
  });

/** Refreshes what a refund or a resolved flag changes: the order, the lists and the audit trail. */
function useMoneyChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

/** The same body (with its idempotency key) sent twice refunds once. */
export function useRefund(orderId: number) {
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (body: RefundBody) => adminFetch(`orders/${orderId}/refunds`, { method: 'POST', body, schema: RefundResponse }),
    onSettled: changed,
  });
}

export function useResolveFlag() {
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: ({ flagId, resolution }: { flagId: number; resolution: string }) =>
      adminFetch(`review-flags/${flagId}/resolve`, { method: 'POST', body: { resolution }, schema: ReviewFlag }),
    onSuccess: changed,
  });
}

export type ReportFilters = Partial<ReportsQuery>;

export const reportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: ['admin', 'reports', filters],
    queryFn: ({ signal }) => adminFetch('reports', { schema: ReportsResponse, query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The server writes the CSV: a plain link downloads it with the staff cookie. */
export function exportUrl(filters: ReportFilters, table: ReportTable): string {
  const params = new URLSearchParams({ table });
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return `/api/admin/reports/export.csv?${params.toString()}`;
}

/** Money as staff read it: 1499 EUR → '€14.99'. */
export const money = (minor: number, currency: Currency) => formatMoney(minor, currency, 'en-GB');

/** '14.99' (or '14,99') typed by staff → 1499 minor units; null for anything that is not an amount. */
export function parseMoney(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
