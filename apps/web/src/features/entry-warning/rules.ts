import type { CountryCode, SiteSettings } from '@app/core';
import type { LayoutName, RouteName } from '../../route-table';

/**
 * The default layout's pages that stay reachable without answering: finishing a signup and resetting
 * a password (SPEC §2), and the cookie policy the warning itself links to, which must be readable.
 */
const DEFAULT_LAYOUT_EXCEPTIONS: ReadonlySet<RouteName> = new Set([
  'complete-signup',
  'reset-password',
  'reset-password-do',
  'pages-cookies',
]);
/** The chat, lander and empty layouts show it only to visitors from these countries (SPEC §2). */
const BARE_LAYOUT_COUNTRIES: readonly CountryCode[] = ['NL', 'DE'];

export type EntryWarningSettings = Pick<
  SiteSettings,
  'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_country' | 'geoip_selected_country'
>;

export interface EntryWarningVisit {
  settings: EntryWarningSettings;
  layout: LayoutName;
  route: RouteName | undefined;
  loggedIn: boolean;
  /** Running as the installed app: whoever installed it has entered before. */
  standalone: boolean;
  dismissed: boolean;
}

/** SPEC §2 "Site-entry warning modal" and "Layouts": whether this visit must answer the warning first. */
export function entryWarningDue({ settings, layout, route, loggedIn, standalone, dismissed }: EntryWarningVisit): boolean {
  if (loggedIn || standalone || dismissed || settings.enable_site_entry_popup === 'no') return false;
  // The country the visitor chose counts over the one their address suggests, as everywhere else.
  const country = settings.geoip_selected_country ?? settings.geoip_country;
  const from = (countries: readonly CountryCode[]) => country !== null && countries.includes(country);
  const restricted = settings.site_entry_popup_countries;
  if (restricted.length > 0 && !from(restricted)) return false;
  if (layout === 'default') return route === undefined || !DEFAULT_LAYOUT_EXCEPTIONS.has(route);
  return from(BARE_LAYOUT_COUNTRIES);
}
