import {
  type AdminCompany,
  CURRENCIES,
  type Currency,
  INTEREST_KEYS,
  type Niche,
  PROFILE_FIELDS,
  SEARCH_FIELDS,
  type SignupsMode,
  type SiteConfig,
} from '@app/core';
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Trash } from 'react-bootstrap-icons';
import { ChecksField, CodeListField, errorsUnder, NumberField, SelectField, SwitchField, TextField } from './fields';
import { LANGUAGE_OPTIONS, NICHE_OPTIONS } from './labels';
import type { SectionProps } from './section-props';

const SIGNUP_OPTIONS: readonly (readonly [SignupsMode, string])[] = [
  ['all', 'Everyone may sign up'],
  ['with_trafficsource', 'Only visitors from a traffic source'],
  ['off', 'Signups closed'],
];

export function IdentitySection({ draft, update, errors, companies }: SectionProps & { companies: readonly AdminCompany[] }) {
  return (
    <Row>
      <Col md={6}>
        <TextField id="site-name" label="Name" value={draft.name} error={errors.name} onChange={(v) => update((d) => (d.name = v))} />
      </Col>
      <Col md={6}>
        <TextField
          id="site-domain"
          label="Domain"
          value={draft.domain}
          error={errors.domain}
          hint="Without www.; both are served."
          onChange={(v) => update((d) => (d.domain = v))}
        />
      </Col>
      <Col md={4}>
        <SelectField
          id="site-language"
          label="Language"
          value={draft.language}
          options={LANGUAGE_OPTIONS}
          error={errors.language}
          onChange={(v) => update((d) => (d.language = v))}
        />
      </Col>
      <Col md={4}>
        <SelectField
          id="site-niche"
          label="Niche"
          value={String(draft.niche) as `${Niche}`}
          options={NICHE_OPTIONS}
          error={errors.niche}
          onChange={(v) => update((d) => (d.niche = Number(v)))}
        />
      </Col>
      <Col md={4}>
        <SelectField
          id="site-company"
          label="Company"
          value={String(draft.company_id)}
          options={companies.map((c) => [String(c.id), c.name] as const)}
          error={errors.company_id}
          onChange={(v) => update((d) => (d.company_id = Number(v)))}
        />
      </Col>
      <Col md={6}>
        <TextField
          id="site-mail-name"
          label="Mail sender name"
          value={draft.config.mail_name}
          error={errors['config.mail_name']}
          onChange={(v) => update((d) => (d.config.mail_name = v))}
        />
      </Col>
      <Col md={6}>
        <TextField
          id="site-cdn-prefix"
          label="CDN prefix"
          value={draft.config.cdn_prefix}
          error={errors['config.cdn_prefix']}
          hint="Empty: assets from the site itself."
          onChange={(v) => update((d) => (d.config.cdn_prefix = v))}
        />
      </Col>
      <Col md={6}>
        <TextField
          id="site-support-email"
          label="Support e-mail"
          type="email"
          value={draft.config.support_email}
          error={errors['config.support_email']}
          onChange={(v) => update((d) => (d.config.support_email = v))}
        />
      </Col>
      <Col md={6}>
        <TextField
          id="site-support-phone"
          label="Support phone"
          value={draft.config.support_phone}
          error={errors['config.support_phone']}
          hint="Empty: the company's."
          onChange={(v) => update((d) => (d.config.support_phone = v))}
        />
      </Col>
    </Row>
  );
}

export function VisitorsSection({ draft, update, errors }: SectionProps) {
  const { config } = draft;
  return (
    <>
      <CodeListField
        id="site-countries"
        label="Countries"
        value={config.countries}
        error={errorsUnder(errors, 'config.countries')}
        hint="Two-letter codes; the first is the default for visitors."
        onChange={(v) => update((d) => (d.config.countries = v))}
      />
      <SelectField
        id="site-signups"
        label="Signups"
        value={config.signups}
        options={SIGNUP_OPTIONS}
        error={errors['config.signups']}
        onChange={(v) => update((d) => (d.config.signups = v))}
      />
      <SwitchField
        id="site-logged-out-search"
        label="Visitors may search members without logging in"
        checked={config.logged_out_search === 'all'}
        onChange={(on) => update((d) => (d.config.logged_out_search = on ? 'all' : 'none'))}
      />
      <SwitchField
        id="site-logged-out-search-trafficsource"
        label="Visitors from a traffic source may search anyway"
        checked={config.logged_out_search_trafficsource}
        onChange={(on) => update((d) => (d.config.logged_out_search_trafficsource = on))}
      />
      <SwitchField
        id="site-entry-popup"
        label="Site-entry warning for new visitors"
        checked={config.enable_site_entry_popup === 'yes'}
        onChange={(on) => update((d) => (d.config.enable_site_entry_popup = on ? 'yes' : 'no'))}
      />
      <CodeListField
        id="site-entry-popup-countries"
        label="Entry warning only in these countries"
        value={config.site_entry_popup_countries}
        error={errorsUnder(errors, 'config.site_entry_popup_countries')}
        hint="Empty: every country."
        onChange={(v) => update((d) => (d.config.site_entry_popup_countries = v))}
      />
    </>
  );
}

const CREDIT_FIELDS = [
  ['message_credits', 'Credits per message'],
  ['photo_credits', 'Credits per photo'],
  ['gift_credits', 'Credits per gift'],
  ['signup_credits', 'Credits on signup'],
  ['message_length', 'Longest message (characters)'],
  ['refund_days', 'Refund window (days)'],
] as const;

export function CreditsSection({ draft, update, errors }: SectionProps) {
  const costs = Object.entries(draft.config.minimum_message_costs);
  const setCosts = (entries: [string, { costs: number; currency: string }][]) =>
    update((d) => (d.config.minimum_message_costs = Object.fromEntries(entries)));
  return (
    <>
      <Row>
        {CREDIT_FIELDS.map(([field, label]) => (
          <Col xs={6} md={4} key={field}>
            <NumberField
              id={`site-${field}`}
              label={label}
              value={draft.config[field]}
              error={errors[`config.${field}`]}
              onChange={(v) => update((d) => (d.config[field] = v ?? Number.NaN))}
            />
          </Col>
        ))}
      </Row>
      <SwitchField
        id="site-member-resell"
        label="Member resell"
        checked={draft.config.member_resell}
        onChange={(on) => update((d) => (d.config.member_resell = on))}
      />
      <h3 className="h6 mt-3">Minimum message cost per country</h3>
      <Table size="sm" responsive className="align-middle">
        <thead>
          <tr>
            <th>Country</th>
            <th>Least a message costs</th>
            <th>Currency</th>
            <th aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {costs.map(([country, cost], index) => {
            const error = errorsUnder(errors, `config.minimum_message_costs.${country}`);
            const replace = (next: [string, { costs: number; currency: string }]) =>
              setCosts(costs.map((entry, i) => (i === index ? next : entry)));
            return (
              <tr key={index}>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label="Country"
                    value={country}
                    isInvalid={!!error}
                    onChange={(event) => replace([event.target.value.toUpperCase(), cost])}
                  />
                  {error && <div className="invalid-feedback d-block">{error}</div>}
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    type="number"
                    step={0.01}
                    aria-label={`Cost in ${country}`}
                    value={cost.costs}
                    onChange={(event) => replace([country, { ...cost, costs: Number(event.target.value) }])}
                  />
                </td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={`Currency in ${country}`}
                    value={cost.currency}
                    onChange={(event) => replace([country, { ...cost, currency: event.target.value as Currency }])}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </Form.Select>
                </td>
                <td>
                  <Button size="sm" variant="outline-danger" aria-label={`Remove ${country}`} onClick={() => setCosts(costs.filter((_, i) => i !== index))}>
                    <Trash aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Button size="sm" variant="outline-primary" onClick={() => setCosts([...costs, ['', { costs: 0.99, currency: 'EUR' }]])}>
        Add a country
      </Button>
    </>
  );
}

const PHOTO_MODERATION_OPTIONS: readonly (readonly [SiteConfig['photo_moderation'], string])[] = [
  ['post', 'Post-moderation: shown at once, reviewed afterwards'],
  ['pre', 'Pre-moderation: hidden until a moderator approves'],
];

export function ProfilesSection({ draft, update, errors }: SectionProps) {
  const { config } = draft;
  return (
    <>
      <SelectField
        id="site-photo-moderation"
        label="Photo moderation"
        value={config.photo_moderation}
        options={PHOTO_MODERATION_OPTIONS}
        error={errors['config.photo_moderation']}
        hint="New photos, and photos made public, wait in the photo queue either way."
        onChange={(v) => update((d) => (d.config.photo_moderation = v))}
      />
      <ChecksField
        id="site-search-fields"
        label="Search fields"
        options={SEARCH_FIELDS}
        value={config.search_fields}
        error={errorsUnder(errors, 'config.search_fields')}
        onChange={(v) => update((d) => (d.config.search_fields = v))}
      />
      <ChecksField
        id="site-visible-profile-fields"
        label="Profile fields members see"
        options={PROFILE_FIELDS}
        value={config.visible_profile_fields}
        error={errorsUnder(errors, 'config.visible_profile_fields')}
        text={(field) => field.replace(/_/g, ' ')}
        onChange={(v) => update((d) => (d.config.visible_profile_fields = v))}
      />
      <SwitchField
        id="site-visible-profile-notes"
        label="Profile notes visible"
        checked={config.visible_profile_notes}
        onChange={(on) => update((d) => (d.config.visible_profile_notes = on))}
      />
      <SwitchField
        id="site-fictional-icon"
        label="Mark fictional profiles with an icon"
        checked={config.fictional_icon}
        onChange={(on) => update((d) => (d.config.fictional_icon = on))}
      />
      <ChecksField
        id="site-interests"
        label="Interests members can pick"
        options={INTEREST_KEYS}
        value={config.interests}
        error={errorsUnder(errors, 'config.interests')}
        onChange={(v) => update((d) => (d.config.interests = v))}
      />
    </>
  );
}
