import { type AdminCompany, type Niche, SiteIdentity } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { companiesQuery, sitesQuery, useCreateSite } from './api';
import { ReasonModal } from '../components/reason-modal';
import { draftErrors, refusesFields, saveErrors, SelectField, TextField } from './fields';
import { LANGUAGE_OPTIONS, NICHE_OPTIONS } from './labels';
import { COMPANIES_PATH, sitePath } from './paths';

/** /admin/sites: every site the back office runs, and a new one. */
export function Component() {
  const sites = useQuery(sitesQuery).data?.sites;
  const companies = useQuery(companiesQuery).data?.companies;
  if (!sites || !companies) return <Spinner animation="border" role="status" className="m-4" />;
  const companyName = (id: number) => companies.find((c) => c.id === id)?.name ?? `#${id}`;
  return (
    <div className="container-fluid py-3">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">Sites</h1>
        <Link to={COMPANIES_PATH}>Companies</Link>
      </div>
      <Table responsive hover className="align-middle" data-testid="sites-table">
        <thead>
          <tr>
            <th>Site</th>
            <th>Domain</th>
            <th className="d-none d-md-table-cell">Language</th>
            <th className="d-none d-md-table-cell">Niche</th>
            <th className="d-none d-lg-table-cell">Company</th>
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.id} data-domain={site.domain}>
              <td>
                <Link to={sitePath(site.id)}>{site.name}</Link> {site.is_default && <Badge bg="secondary">default</Badge>}
              </td>
              <td className="text-break">{site.domain}</td>
              <td className="d-none d-md-table-cell">{site.language}</td>
              <td className="d-none d-md-table-cell">{site.niche}</td>
              <td className="d-none d-lg-table-cell">{companyName(site.company_id)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <NewSite companies={companies} />
    </div>
  );
}

function NewSite({ companies }: { companies: readonly AdminCompany[] }) {
  const [draft, setDraft] = useState<SiteIdentity>({ domain: '', name: '', language: 'en', niche: 1, company_id: companies[0]?.id ?? 0 });
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const create = useCreateSite();
  const navigate = useNavigate();
  const errors = { ...(tried ? draftErrors(SiteIdentity, draft) : {}), ...saveErrors(create.error) };
  const set = (patch: Partial<SiteIdentity>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Card data-testid="new-site">
      <Card.Header>New site</Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          It starts with a copy of the default site's settings and is served on its domain as soon as it is created.
        </p>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (SiteIdentity.safeParse(draft).success) setAsking(true);
          }}
        >
          <Row>
            <Col md={6} lg={3}>
              <TextField id="new-site-domain" label="Domain" value={draft.domain} error={errors.domain} onChange={(domain) => set({ domain })} />
            </Col>
            <Col md={6} lg={3}>
              <TextField id="new-site-name" label="Name" value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
            </Col>
            <Col md={4} lg={2}>
              <SelectField id="new-site-language" label="Language" value={draft.language} options={LANGUAGE_OPTIONS} onChange={(language) => set({ language })} />
            </Col>
            <Col md={4} lg={2}>
              <SelectField
                id="new-site-niche"
                label="Niche"
                value={String(draft.niche) as `${Niche}`}
                options={NICHE_OPTIONS}
                onChange={(niche) => set({ niche: Number(niche) })}
              />
            </Col>
            <Col md={4} lg={2}>
              <SelectField
                id="new-site-company"
                label="Company"
                value={String(draft.company_id)}
                options={companies.map((c) => [String(c.id), c.name] as const)}
                error={errors.company_id}
                onChange={(id) => set({ company_id: Number(id) })}
              />
            </Col>
          </Row>
          {errors._ && <Alert variant="danger">{errors._}</Alert>}
          <Button type="submit" disabled={create.isPending} data-testid="create-site">
            Create site
          </Button>
        </Form>
        <ReasonModal
          show={asking}
          title={`Create ${draft.domain}`}
          confirmLabel="Create site"
          pending={create.isPending}
          error={create.error}
          onConfirm={(reason) =>
            create.mutate(
              { ...draft, reason },
              { onSuccess: ({ site }) => void navigate(sitePath(site.id)), onError: (error) => refusesFields(error) && setAsking(false) },
            )
          }
          onHide={() => setAsking(false)}
        />
      </Card.Body>
    </Card>
  );
}
