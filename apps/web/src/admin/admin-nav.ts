import type { StaffRole } from '@app/core';

/** Who deals with money after the sale (orders, refunds, the review flags chargebacks raise), besides admins. */
export const MONEY_ROLES: readonly StaffRole[] = ['support', 'finance'];

export interface AdminNavEntry {
  label: string;
  /** Under /admin. */
  path: string;
  /** Who sees the entry besides admins; the server checks again on every call. */
  roles: readonly StaffRole[];
  /** Entries of one group share a menu in the top bar. */
  group?: string;
  /** For a work queue: the API path answering its QueueCount, shown beside the entry. */
  countPath?: string;
  /** Marked current on its own path only, not on the pages below it (which are other entries). */
  end?: boolean;
}

/** The top bar's sections, in their order. */
export const ADMIN_NAV: AdminNavEntry[] = [
  { label: 'Members', path: '/admin/members', roles: ['support', 'moderator', 'finance'] },
  { label: 'Staff', path: '/admin/staff', roles: [] },
  { label: 'Audit log', path: '/admin/audit', roles: ['support', 'moderator', 'finance'] },
  { label: 'Newsletters', path: '/admin/newsletters', roles: [] },
  { label: 'Orders', path: '/admin/orders', roles: MONEY_ROLES },
  { label: 'Money and signups', path: '/admin/reports', roles: ['finance'], group: 'Reports', end: true },
  // Operators see their own figures; finance weighs them against the money.
  { label: 'Operators', path: '/admin/reports/operators', roles: ['operator', 'finance'], group: 'Reports' },
  { label: 'Sites', path: '/admin/sites', roles: ['support'] },
  { label: 'Companies', path: '/admin/companies', roles: ['support'] },
  { label: 'Discount codes', path: '/admin/discount-codes', roles: ['support', 'finance'] },
  {
    label: 'Operator console',
    path: '/admin/operator',
    roles: ['operator'],
    group: 'Fictional profiles',
    countPath: 'operator/queue/count',
  },
  { label: 'First messages', path: '/admin/first-messages', roles: ['operator'], group: 'Fictional profiles' },
  { label: 'Profiles', path: '/admin/fictional', roles: ['operator'], group: 'Fictional profiles' },
  {
    label: 'Photo moderation',
    path: '/admin/moderation/photos',
    roles: ['moderator'],
    group: 'Trust & safety',
    countPath: 'moderation/photos/count',
  },
  {
    label: 'Profile texts',
    path: '/admin/moderation/texts',
    roles: ['moderator'],
    group: 'Trust & safety',
    countPath: 'moderation/texts/count',
  },
  {
    label: 'Complaints',
    path: '/admin/complaints',
    roles: ['support', 'moderator'],
    group: 'Trust & safety',
    countPath: 'complaints/count',
  },
  {
    label: 'Held messages',
    path: '/admin/moderation/messages',
    roles: ['moderator'],
    group: 'Trust & safety',
    countPath: 'moderation/messages/count',
  },
];

export const canSee = (entry: Pick<AdminNavEntry, 'roles'>, role: StaffRole) => role === 'admin' || entry.roles.includes(role);

export interface AdminNavSection {
  /** Undefined for an entry of its own. */
  group?: string;
  entries: AdminNavEntry[];
}

/** The top bar's sections: an entry alone, or a group's entries together where the group first appears. */
export function navSections(entries: readonly AdminNavEntry[]): AdminNavSection[] {
  const sections: AdminNavSection[] = [];
  for (const entry of entries) {
    const section = entry.group === undefined ? undefined : sections.find(({ group }) => group === entry.group);
    if (section) section.entries.push(entry);
    else sections.push({ group: entry.group, entries: [entry] });
  }
  return sections;
}
