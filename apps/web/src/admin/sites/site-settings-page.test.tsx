// @vitest-environment jsdom
import {
  type AdminCompany,
  type AdminSite,
  DEFAULT_CREDIT_BUNDLES,
  FirstContactSettings,
  INTEREST_KEYS,
  PROFILE_FIELDS,
  ScamSignalSettings,
  SEARCH_FIELDS,
  ThemeColours,
} from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/chat-fixtures';
import { Component as SiteSettingsPage } from './site-settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY: AdminCompany = {
  id: 1,
  name: 'Rainbow Media B.V.',
  address_lines: ['Herengracht 100', '1015 BS Amsterdam'],
  city: 'Amsterdam',
  country: 'NL',
  kvk: '12345678',
  tradenames: ['Rainbow Date'],
  vat_numbers: { NL: 'NL123456789B01' },
  support_phone: '+31 20-123 45 67',
  delete_discount: 50,
  address: { lines: ['Herengracht 100', '1015 BS Amsterdam'], inline: 'Herengracht 100, 1015 BS Amsterdam', short: 'Amsterdam, NL' },
  added: '2024-03-01T09:00:00.000Z',
  sites: ['localhost'],
};

const SITE: AdminSite = {
  id: 3,
  domain: 'localhost',
  name: 'Rainbow Date',
  language: 'en',
  niche: 7,
  company_id: 1,
  is_default: true,
  created_at: '2024-03-01T09:00:00.000Z',
  config: {
    cdn_prefix: '',
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: true,
    enable_site_entry_popup: 'yes',
    site_entry_popup_countries: [],
    support_phone: '+31 20-123 45 67',
    support_email: 'support@rainbowdate.example',
    minimum_message_costs: { NL: { costs: 0.99, currency: 'EUR' } },
    fictional_icon: true,
    fictional_warning: 'Some profiles are fictional.',
    fictional_plural: 'fictional profiles',
    fictional_singular: 'fictional profile',
    index_title: 'Gay dating and chat',
    description: 'Meet gay men near you.',
    texts: { nl: { index_title: 'Gay daten' } },
    countries: ['NL', 'BE'],
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: true,
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 20,
    signup_credits: 10,
    message_length: 1000,
    search_fields: [...SEARCH_FIELDS],
    refund_days: 14,
    member_resell: false,
    photo_moderation: 'post',
    mail_name: 'Rainbow Date',
    interests: [...INTEREST_KEYS],
    credit_bundles: DEFAULT_CREDIT_BUNDLES,
    payment_methods: {},
    scam_signals: ScamSignalSettings.parse({}),
    first_contact: FirstContactSettings.parse({}),
    theme_colours: ThemeColours.parse({}),
  },
};

function serve(onSave: (body: unknown) => Response) {
  const saves: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/admin/companies') return json(200, { companies: [COMPANY] });
    if (pathname === `/api/admin/sites/${SITE.id}` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saves.push(body);
      return onSave(body);
    }
    if (pathname === `/api/admin/sites/${SITE.id}`) return json(200, { site: SITE });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return saves;
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/sites/:siteId', Component: SiteSettingsPage }], {
    initialEntries: [`/admin/sites/${SITE.id}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function saveWithReason(reason: string) {
  fireEvent.click(screen.getByTestId('save-site'));
  fireEvent.change(await screen.findByLabelText('Reason (kept in the audit log)'), { target: { value: reason } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
}

describe('site settings form', () => {
  it('previews a change, lists it, and saves the whole site', async () => {
    const saves = serve((body) => json(200, { site: { ...SITE, ...(body as object) } }));
    show();
    await screen.findByTestId('site-settings');
    const preview = screen.getByTestId('site-preview');
    expect(within(preview).getByTestId('preview-title').textContent).toBe('Rainbow Date – Gay dating and chat');
    expect((screen.getByTestId('save-site') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Texts' }));
    fireEvent.change(input('Home page title'), { target: { value: 'Dating for gay men' } });
    expect(within(preview).getByTestId('preview-title').textContent).toBe('Rainbow Date – Dating for gay men');
    // Another language: empty fields show the site's text; the preview follows the language.
    fireEvent.change(input('Texts in'), { target: { value: 'nl' } });
    expect(input('Home page title').value).toBe('Gay daten');
    expect(within(preview).getByTestId('preview-title').textContent).toBe('Rainbow Date – Gay daten');
    fireEvent.change(input('Home page title'), { target: { value: '' } });
    expect(within(preview).getByTestId('preview-title').textContent).toBe('Rainbow Date – Dating for gay men');

    const changes = within(screen.getByTestId('site-changes'));
    expect(changes.getByText('2 unsaved changes')).toBeTruthy();
    expect(changes.getByText('config.index_title')).toBeTruthy();
    expect(changes.getByText('config.texts.nl.index_title')).toBeTruthy();

    await saveWithReason('new title');
    await screen.findByTestId('site-saved');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ domain: 'localhost', config: { index_title: 'Dating for gay men', texts: {} }, reason: 'new title' });
    expect(Object.keys(saves[0] as object)).not.toContain('id');
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });

  it('shows what the schema refuses at once, and the server’s field messages on the field', async () => {
    serve(() => json(400, { error: { code: 'validation_failed', message: 'The request is not valid.', fields: { domain: 'another site has this domain' } } }));
    show();
    await screen.findByTestId('site-settings');
    fireEvent.click(screen.getByRole('tab', { name: 'Credits' }));
    fireEvent.change(input('Credits per message'), { target: { value: '-1' } });
    expect(await screen.findByTestId('site-invalid')).toBeTruthy();
    expect(screen.getByText('Too small: expected number to be >=0')).toBeTruthy();
    fireEvent.change(input('Credits per message'), { target: { value: '6' } });
    await waitFor(() => expect(screen.queryByTestId('site-invalid')).toBeNull());

    await saveWithReason('fewer credits');
    // The reason dialog steps aside and the refused field's tab opens.
    expect(await screen.findByText('another site has this domain')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });

  it('edits when fictional profiles may write first, refusing a wait as long as the window', async () => {
    const saves = serve((body) => json(200, { site: { ...SITE, ...(body as object) } }));
    show();
    await screen.findByTestId('site-settings');
    fireEvent.click(screen.getByRole('tab', { name: 'First messages from fictional profiles' }));
    expect(input('Fictional profiles per member').value).toBe('2');
    fireEvent.change(input('New for (days)'), { target: { value: '1' } });
    fireEvent.change(input('Wait after signup (minutes)'), { target: { value: '1440' } });
    expect(await screen.findByTestId('site-invalid')).toBeTruthy();
    expect(screen.getByText('must be shorter than the days new members are written to')).toBeTruthy();
    fireEvent.change(input('Wait after signup (minutes)'), { target: { value: '60' } });
    fireEvent.change(input('Fictional profiles per member'), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByTestId('site-invalid')).toBeNull());

    await saveWithReason('first messages off for now');
    await screen.findByTestId('site-saved');
    expect(saves[0]).toMatchObject({ config: { first_contact: { per_member: 0, after_signup_minutes: 60, within_signup_days: 1 } } });
  });

  it("edits the site's colours, refusing one that is not a hex colour", async () => {
    const saves = serve((body) => json(200, { site: { ...SITE, ...(body as object) } }));
    show();
    await screen.findByTestId('site-settings');
    fireEvent.click(screen.getByRole('tab', { name: 'Colours' }));
    expect(input('Primary').value).toBe('#d50918');
    fireEvent.change(input('Primary'), { target: { value: 'purple' } });
    expect(await screen.findByTestId('site-invalid')).toBeTruthy();
    expect(screen.getByText('must be a colour like #d50918')).toBeTruthy();
    fireEvent.change(input('Primary'), { target: { value: '#7b1fa2' } });
    await waitFor(() => expect(screen.queryByTestId('site-invalid')).toBeNull());

    await saveWithReason('our purple');
    await screen.findByTestId('site-saved');
    expect(saves[0]).toMatchObject({ config: { theme_colours: { primary: '#7b1fa2', secondary: '#1eaddb' } } });
  });

  it('opens the tab of a refused first-contact field', async () => {
    serve(() =>
      json(400, {
        error: { code: 'validation_failed', message: 'The request is not valid.', fields: { 'config.first_contact.per_member': 'Too big: expected number to be <=20' } },
      }),
    );
    show();
    await screen.findByTestId('site-settings');
    fireEvent.click(screen.getByRole('tab', { name: 'First messages from fictional profiles' }));
    fireEvent.change(input('Fictional profiles per member'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    await saveWithReason('more first messages');
    expect(await screen.findByText('Too big: expected number to be <=20')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'First messages from fictional profiles' }).getAttribute('aria-selected')).toBe('true');
  });
});
