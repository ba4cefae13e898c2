import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo's simulated payment provider keeps its payments, customers, mandates and idempotent
 * answers here rather than in one process's memory, so a checkout or a stored card works through
 * any of several server processes. It plays a remote service: nothing of the shop refers to it.
 */
export const simulatedProviderObjects = pgTable(
  'simulated_provider_objects',
  {
    kind: text().notNull(),
    id: text().notNull(),
    data: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] }), index().on(table.kind, table.createdAt)],
);
