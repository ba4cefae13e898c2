import type { RouteObject } from 'react-router';

/** The back office pages inside its layout, each loaded when first opened. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, lazy: () => import('./home/home-page') },
  { path: 'staff', lazy: () => import('./staff/staff-page') },
  { path: 'audit', lazy: () => import('./audit/audit-page') },
  { path: 'security', lazy: () => import('./security/security-page') },
  { path: 'members', lazy: () => import('./members/members-page') },
  { path: 'members/:id', lazy: () => import('./members/member-page') },
  { path: 'newsletters', lazy: () => import('./newsletter/newsletters-page') },
  { path: 'newsletters/:id', lazy: () => import('./newsletter/newsletter-page') },
  { path: 'orders', lazy: () => import('./money/orders-page') },
  { path: 'orders/:id', lazy: () => import('./money/order-page') },
  { path: 'reports', lazy: () => import('./money/reports-page') },
  { path: 'sites', lazy: () => import('./sites/sites-page') },
  { path: 'sites/:siteId', lazy: () => import('./sites/site-settings-page') },
  { path: 'sites/:siteId/pages', lazy: () => import('./sites/pages-page') },
  { path: 'sites/:siteId/pages/:token', lazy: () => import('./sites/page-editor') },
  { path: 'companies', lazy: () => import('./sites/companies-page') },
  { path: 'discount-codes', lazy: () => import('./sites/discount-codes-page') },
  { path: 'moderation/photos', lazy: () => import('./moderation/photo-review-page') },
  { path: 'moderation/texts', lazy: () => import('./moderation/text-review-page') },
  { path: 'complaints', lazy: () => import('./complaints/complaints-page') },
  { path: 'complaints/:id', lazy: () => import('./complaints/complaint-page') },
  { path: 'moderation/messages', lazy: () => import('./moderation/held-messages-page') },
  { path: 'fictional', lazy: () => import('./fictional/fictional-list-page') },
  { path: 'fictional/:id', lazy: () => import('./fictional/fictional-page') },
];
