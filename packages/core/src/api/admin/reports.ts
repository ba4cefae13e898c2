import { z } from 'zod';
import { IdParam } from '../ids';
import { Currency } from '../payments';

/** The tracking fields collected at signup (SPEC §3), any of which a report groups by. */
export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export const TrackingField = z.enum(TRACKING_FIELDS);
export type TrackingField = z.infer<typeof TrackingField>;

/** The longest period one report covers: a day per row stays readable and cheap. */
export const REPORT_MAX_DAYS = 366;

const ReportPeriod = z.object({
  siteId: IdParam.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  tracking: TrackingField.default('network'),
});
const fromNotAfterTo = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;

/** GET /api/admin/reports: days in UTC, both included; by default the last 30 days. */
export const ReportsQuery = ReportPeriod.refine(fromNotAfterTo, { message: 'from_after_to', path: ['from'] });
export type ReportsQuery = z.infer<typeof ReportsQuery>;

/** Money of one group in one currency (currencies are never added up), minor units. */
export const RevenueRow = z.object({
  key: z.string(),
  currency: Currency,
  orders: z.number().int(),
  gross: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
  chargebacks: z.number().int(),
  charged_back: z.number().int(),
  /** gross − refunded − charged back. */
  net: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRow>;

export const TrackingRow = z.object({
  /** The field's value; '' for members who came without it. */
  key: z.string(),
  signups: z.number().int(),
  /** Members (of any signup date) whose first paid order fell in the period. */
  first_purchases: z.number().int(),
  /** Of those who signed up in the period: how many have paid since. */
  converted: z.number().int(),
});
export type TrackingRow = z.infer<typeof TrackingRow>;

export const REVENUE_GROUPS = ['day', 'site', 'country', 'method', 'bundle'] as const;
export const RevenueGroup = z.enum(REVENUE_GROUPS);
export type RevenueGroup = z.infer<typeof RevenueGroup>;

export const ReportsResponse = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Revenue of orders paid in the period; refunds and chargebacks made in the period, by the order they belong to. */
  revenue: z.object({
    day: z.array(RevenueRow),
    site: z.array(RevenueRow),
    country: z.array(RevenueRow),
    method: z.array(RevenueRow),
    bundle: z.array(RevenueRow),
  }),
  tracking: z.object({ field: TrackingField, rows: z.array(TrackingRow) }),
  conversion: z.object({
    signups: z.number().int(),
    converted: z.number().int(),
    /** Per signup day: how many signed up and how many of them have paid since. */
    by_day: z.array(z.object({ day: z.iso.date(), signups: z.number().int(), converted: z.number().int() })),
  }),
});
export type ReportsResponse = z.infer<typeof ReportsResponse>;

/** The tables GET /api/admin/reports/export.csv writes; `revenue_<group>`, `tracking`, `conversion`. */
export const REPORT_TABLES = [...REVENUE_GROUPS.map((group) => `revenue_${group}` as const), 'tracking', 'conversion'] as const;
export const ReportTable = z.enum(REPORT_TABLES);
export type ReportTable = z.infer<typeof ReportTable>;

export const ReportExportQuery = ReportPeriod.extend({ table: ReportTable }).refine(fromNotAfterTo, {
  message: 'from_after_to',
  path: ['from'],
});
export type ReportExportQuery = z.infer<typeof ReportExportQuery>;
