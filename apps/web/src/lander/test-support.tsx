import type { LanderBootstrap, LanderMember, LanderPage } from '@app/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadTranslate } from './i18n';
import { LanderApp, numberFormatter } from './lander-app';

/** A member as the server sends them to a lander. */
export function landerMember(id: number, overrides: Partial<LanderMember> = {}): LanderMember {
  return {
    id,
    name: `Member${id}`,
    age: 30 + (id % 20),
    country: 'NL',
    city: 'Amsterdam',
    photos: [{ url: `/media/photos/${id}/main.jpg`, thumb_url: `/media/photos/${id}/thumb.jpg` }],
    about: `About member ${id}`,
    interests: ['music', 'travelling'],
    online: id % 2 === 0,
    fictional: false,
    ...overrides,
  };
}

/** The data the server writes into a lander page: the gay demo site in English, 12 members. */
export function landerBootstrap(page: LanderPage, overrides: Partial<LanderBootstrap> = {}): LanderBootstrap {
  const members = Array.from({ length: 12 }, (_, i) => landerMember(i + 1));
  return {
    page,
    slug: null,
    locale: 'en',
    site: {
      name: 'Rainbow Date',
      niche: 7,
      cdn_prefix: '',
      signups: 'all',
      enable_site_entry_popup: 'yes',
      site_entry_popup_countries: [],
      geoip_country: null,
      geoip_selected_country: null,
      fictional_warning: 'Some profiles are fictional.',
      fictional_icon: true,
      fictional_singular: 'fictional profile',
      refund_days: 14,
      signup_credits: 10,
    },
    company: { name: 'Rainbow Media B.V.', address_short: 'Amsterdam, NL', tradenames: ['Rainbow Date'] },
    logged_in: false,
    entry_warning_answered: false,
    answers: [],
    data: { members, member: null, total_members: 120, online_members: 17, active_today_members: 40 },
    ...overrides,
  };
}

/** Renders a lander page in its layout with the real catalogue of the bootstrap's language. */
export async function renderLander(Page: ComponentType, data: LanderBootstrap) {
  // jsdom has no matchMedia; the entry warning asks whether this is the installed app (it is not).
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  const lander = { data, t: await loadTranslate(data.locale), formatNumber: numberFormatter(data.locale) };
  return render(<LanderApp lander={lander} Page={Page} />);
}
