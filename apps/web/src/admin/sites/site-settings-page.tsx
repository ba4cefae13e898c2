import { type AdminCompany, type AdminSite, type Locale, SiteDraft } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Row, Spinner, Tab, Tabs } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { AuditTrail } from '../audit/audit-trail';
import { BundlesSection } from './bundles-section';
import { changesBetween } from './changes';
import { ReasonModal } from '../components/reason-modal';
import { draftErrors, type FieldErrors, refusesFields, saveErrors } from './fields';
import { FirstContactSection } from './first-contact-section';
import { companiesQuery, siteQuery, useSaveSite } from './api';
import { PaymentMethodsSection } from './payment-methods-section';
import { ChangesCard, SitePreview } from './site-preview';
import { SITES_PATH, sitePagesPath } from './paths';
import { ScamSignalsSection } from './scam-signals-section';
import { CreditsSection, IdentitySection, ProfilesSection, VisitorsSection } from './settings-sections';
import { TextsSection } from './texts-section';
import { ThemeColoursSection } from './theme-colours-section';

const editable = ({ id: _id, is_default: _default, created_at: _created, ...body }: AdminSite): SiteDraft => body;

/** Which tab holds a field, so a refused save can open the tab of its first error. */
const TAB_OF: [RegExp, string][] = [
  [/^config\.(texts|index_title|description|fictional_(warning|plural|singular))/, 'texts'],
  [/^config\.credit_bundles/, 'bundles'],
  [/^config\.payment_methods/, 'payments'],
  [/^config\.(countries|signups|logged_out|enable_site|site_entry)/, 'visitors'],
  [/^config\.(\w+_credits|message_length|refund_days|member_resell|minimum_message_costs)/, 'credits'],
  [/^config\.(search_fields|visible_profile|fictional_icon|interests|photo_moderation)/, 'profiles'],
  [/^config\.scam_signals/, 'scam'],
  [/^config\.first_contact/, 'first-contact'],
  [/^config\.theme_colours/, 'colours'],
];
const tabOf = (path: string) => TAB_OF.find(([pattern]) => pattern.test(path))?.[1] ?? 'general';

/** /admin/sites/{id}: every SPEC §3 setting of one site, with a preview and the list of what a save changes. */
export function Component() {
  const siteId = Number(useParams().siteId);
  const site = useQuery(siteQuery(siteId)).data?.site;
  const companies = useQuery(companiesQuery).data?.companies;
  if (!site || !companies) return <Spinner animation="border" role="status" className="m-4" />;
  return <SiteForm key={site.id} site={site} companies={companies} />;
}

function SiteForm({ site, companies }: { site: AdminSite; companies: readonly AdminCompany[] }) {
  const [saved, setSaved] = useState(() => editable(site));
  const [draft, setDraft] = useState<SiteDraft>(() => structuredClone(saved));
  const [asking, setAsking] = useState(false);
  const [tab, setTab] = useState('general');
  const [language, setLanguage] = useState<Locale>(site.language);
  const save = useSaveSite(site);
  const changes = useMemo(() => changesBetween(saved, draft), [saved, draft]);
  const refused = draftErrors(SiteDraft, draft);
  const errors: FieldErrors = { ...refused, ...saveErrors(save.error) };
  const invalid = Object.keys(errors).length > 0;

  const update = (change: (d: SiteDraft) => void) => {
    // What the server refused was about the draft as it was.
    save.reset();
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  };
  const submit = (reason: string) =>
    save.mutate(
      { ...draft, reason },
      {
        // The form goes on from what was stored (the server trims and lower-cases some fields).
        onSuccess: ({ site: stored }) => {
          setAsking(false);
          setSaved(editable(stored));
          setDraft(editable(stored));
        },
        onError: (error) => {
          if (!refusesFields(error)) return;
          setAsking(false);
          setTab(tabOf(Object.keys(saveErrors(error))[0]!));
        },
      },
    );
  const props = { draft, update, errors };

  return (
    <div className="container-fluid py-3" data-testid="site-settings">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <Link to={SITES_PATH} className="small">
            All sites
          </Link>
          <h1 className="h3 mb-0">{site.name}</h1>
          <div className="text-body-secondary small">
            {site.domain}
            {site.is_default && ' · default site'}
          </div>
        </div>
        <div className="d-flex gap-2">
          <Link className="btn btn-outline-secondary" to={sitePagesPath(site.id)}>
            Pages
          </Link>
          <Button variant="outline-secondary" disabled={changes.length === 0 || save.isPending} onClick={() => setDraft(structuredClone(saved))}>
            Discard
          </Button>
          <Button onClick={() => setAsking(true)} disabled={changes.length === 0 || Object.keys(refused).length > 0 || save.isPending} data-testid="save-site">
            Save
          </Button>
        </div>
      </div>
      {save.isSuccess && changes.length === 0 && (
        <Alert variant="success" data-testid="site-saved">
          Saved. The site shows it now.
        </Alert>
      )}
      {invalid && (
        <Alert variant="danger" data-testid="site-invalid">
          {errors._ ?? `${Object.keys(errors).length} field${Object.keys(errors).length === 1 ? ' needs' : 's need'} attention before saving.`}
        </Alert>
      )}
      <Row>
        <Col lg={8}>
          <Tabs activeKey={tab} onSelect={(key) => setTab(key ?? 'general')} className="mb-3" mountOnEnter>
            <Tab eventKey="general" title="General">
              <IdentitySection {...props} companies={companies} />
            </Tab>
            <Tab eventKey="visitors" title="Visitors">
              <VisitorsSection {...props} />
            </Tab>
            <Tab eventKey="colours" title="Colours">
              <ThemeColoursSection {...props} />
            </Tab>
            <Tab eventKey="texts" title="Texts">
              <TextsSection {...props} language={language} onLanguage={setLanguage} />
            </Tab>
            <Tab eventKey="credits" title="Credits">
              <CreditsSection {...props} />
            </Tab>
            <Tab eventKey="profiles" title="Profiles">
              <ProfilesSection {...props} />
            </Tab>
            <Tab eventKey="bundles" title="Bundles">
              <BundlesSection {...props} />
            </Tab>
            <Tab eventKey="payments" title="Payment methods">
              <PaymentMethodsSection {...props} />
            </Tab>
            <Tab eventKey="scam" title="Scam signals">
              <ScamSignalsSection {...props} />
            </Tab>
            <Tab eventKey="first-contact" title="First messages from fictional profiles">
              <FirstContactSection {...props} />
            </Tab>
          </Tabs>
        </Col>
        <Col lg={4}>
          <SitePreview draft={draft} language={language} />
          <ChangesCard changes={changes} />
        </Col>
      </Row>
      <AuditTrail subjectType="site" subjectId={site.id} />
      <ReasonModal
        show={asking}
        title={`Save ${changes.length} change${changes.length === 1 ? '' : 's'} to ${site.name}`}
        confirmLabel="Save"
        pending={save.isPending}
        error={save.error}
        onConfirm={submit}
        onHide={() => setAsking(false)}
      />
    </div>
  );
}
