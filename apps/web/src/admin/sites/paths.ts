/** Where the back office shows sites, companies, discount codes and pages. */
export const SITES_PATH = '/admin/sites';
export const COMPANIES_PATH = '/admin/companies';
export const DISCOUNT_CODES_PATH = '/admin/discount-codes';
export const sitePath = (siteId: number) => `${SITES_PATH}/${siteId}`;
export const sitePagesPath = (siteId: number) => `${sitePath(siteId)}/pages`;
export const sitePagePath = (siteId: number, token: string) => `${sitePagesPath(siteId)}/${token}`;
