import { describe, expect, it } from 'vitest';
import { type EntryWarningVisit, entryWarningDue } from './rules';

const visitor: EntryWarningVisit = {
  settings: { enable_site_entry_popup: 'yes', site_entry_popup_countries: [], geoip_country: null, geoip_selected_country: null },
  layout: 'default',
  route: 'index',
  loggedIn: false,
  standalone: false,
  dismissed: false,
};
const due = (change: Partial<EntryWarningVisit>, settings: Partial<EntryWarningVisit['settings']> = {}) =>
  entryWarningDue({ ...visitor, ...change, settings: { ...visitor.settings, ...settings } });

describe('entryWarningDue (SPEC §2)', () => {
  it('greets a new visitor in the default layout', () => {
    expect(due({})).toBe(true);
  });

  it('spares members, the installed app, visitors who answered it, and sites that switch it off', () => {
    expect(due({ loggedIn: true })).toBe(false);
    expect(due({ standalone: true })).toBe(false);
    expect(due({ dismissed: true })).toBe(false);
    expect(due({}, { enable_site_entry_popup: 'no' })).toBe(false);
  });

  it('leaves finishing a signup, resetting a password and the cookie policy reachable', () => {
    for (const route of ['complete-signup', 'reset-password', 'reset-password-do', 'pages-cookies'] as const) {
      expect(due({ route })).toBe(false);
    }
  });

  it('shows only to the listed countries when the site restricts it, the chosen country first', () => {
    const restricted: Partial<EntryWarningVisit['settings']> = { site_entry_popup_countries: ['DE', 'AT'] };
    expect(due({}, restricted)).toBe(false);
    expect(due({}, { ...restricted, geoip_country: 'AT' })).toBe(true);
    expect(due({}, { ...restricted, geoip_country: 'NL' })).toBe(false);
    expect(due({}, { ...restricted, geoip_country: 'AT', geoip_selected_country: 'NL' })).toBe(false);
  });

  it('shows in the chat, lander and empty layouts only to visitors from NL and DE', () => {
    for (const layout of ['chat', 'lander', 'empty'] as const) {
      expect(due({ layout })).toBe(false);
      expect(due({ layout }, { geoip_country: 'NL' })).toBe(true);
      expect(due({ layout }, { geoip_selected_country: 'DE' })).toBe(true);
      expect(due({ layout }, { geoip_country: 'BE' })).toBe(false);
    }
  });
});
