import { currencyFor, type Locale, type SiteDraft, siteTextsFor } from '@app/core';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { PersonBadge } from 'react-bootstrap-icons';
import type { Change } from './changes';
import { languageName, money } from './labels';

const SIGNUPS = {
  all: 'Everyone may sign up.',
  with_trafficsource: 'Only visitors who come from a traffic source may sign up.',
  off: 'Nobody may sign up.',
} as const;

/** What visitors of the site will see with the draft saved, in one language. */
export function SitePreview({ draft, language }: { draft: SiteDraft; language: Locale }) {
  const { config } = draft;
  const texts = siteTextsFor(config, draft.language, language);
  const country = config.countries[0];
  const currency = country ? currencyFor(country) : 'EUR';
  const popupCountries = config.site_entry_popup_countries;
  return (
    <Card className="mb-3" data-testid="site-preview">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <span>Preview</span>
        <Badge bg="secondary">{languageName(language)}</Badge>
      </Card.Header>
      <Card.Body>
        <div className="mb-3">
          <div className="small text-success text-truncate">https://{draft.domain}/</div>
          <div className="h6 text-primary mb-1" data-testid="preview-title">
            {draft.name} – {texts.index_title}
          </div>
          <div className="small text-body-secondary">{texts.description}</div>
        </div>
        <div className="mb-3 small">
          {config.fictional_icon && <PersonBadge className="me-1 text-warning" aria-hidden="true" />}
          <strong>{texts.fictional_singular}</strong> / {texts.fictional_plural}
          <div className="text-body-secondary">{texts.fictional_warning}</div>
        </div>
        <ul className="small ps-3 mb-3">
          <li>
            Entry warning:{' '}
            {config.enable_site_entry_popup === 'no'
              ? 'off.'
              : popupCountries.length === 0
                ? 'shown to new visitors from every country.'
                : `shown to new visitors from ${popupCountries.join(', ')}.`}
          </li>
          <li>{SIGNUPS[config.signups]}</li>
          <li>
            Search without logging in: {config.logged_out_search === 'all' ? 'yes' : 'no'}
            {config.logged_out_search === 'none' && config.logged_out_search_trafficsource ? ', except from a traffic source' : ''}.
          </li>
          <li>
            A message costs {config.message_credits} credits, a photo {config.photo_credits}, a gift {config.gift_credits}; new members get{' '}
            {config.signup_credits}.
          </li>
          <li>Refunds of unused credits within {config.refund_days} days.</li>
        </ul>
        <div className="small fw-semibold mb-1">Bundles in {country ?? '—'} ({currency})</div>
        <ListGroup variant="flush" className="small" data-testid="preview-bundles">
          {config.credit_bundles.map((bundle, index) => (
            <ListGroup.Item key={index} className="d-flex justify-content-between px-0 py-1">
              <span>
                {bundle.credits} credits {bundle.highlight && <Badge bg="primary">{bundle.highlight.replace('_', ' ')}</Badge>}
              </span>
              <span>{bundle.prices[currency] === undefined ? 'not sold' : money(bundle.prices[currency], currency)}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
}

/** The settings a save would change, before and after. */
export function ChangesCard({ changes }: { changes: readonly Change[] }) {
  return (
    <Card className="mb-3" data-testid="site-changes">
      <Card.Header>
        {changes.length === 0 ? 'No unsaved changes' : `${changes.length} unsaved change${changes.length === 1 ? '' : 's'}`}
      </Card.Header>
      {changes.length > 0 && (
        <ListGroup variant="flush" className="small app-admin-changes">
          {changes.map((change) => (
            <ListGroup.Item key={change.path}>
              <code>{change.path}</code>
              <div className="text-break">
                <del className="text-danger">{change.before ?? '—'}</del> → <ins className="text-success">{change.after ?? '—'}</ins>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
