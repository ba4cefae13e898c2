import { type AdminCompany, CompanyBody, companyAddress } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { Trash } from 'react-bootstrap-icons';
import { AuditTrail } from '../audit/audit-trail';
import { companiesQuery, useSaveCompany } from './api';
import { ReasonModal } from '../components/reason-modal';
import { draftErrors, errorsUnder, NumberField, refusesFields, saveErrors, TextField } from './fields';

const EMPTY: CompanyBody = {
  name: '',
  address_lines: [''],
  city: '',
  country: 'NL',
  kvk: '',
  tradenames: [],
  vat_numbers: {},
  support_phone: '',
  delete_discount: 0,
};

const bodyOf = ({ id: _id, address: _address, added: _added, sites: _sites, ...body }: AdminCompany): CompanyBody => body;
const lines = (text: string) => text.split('\n');

/** /admin/companies: the companies that operate the sites, as their footers, legal pages and receipts name them. */
export function Component() {
  const companies = useQuery(companiesQuery).data?.companies;
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);
  if (!companies) return <Spinner animation="border" role="status" className="m-4" />;
  return (
    <div className="container-fluid py-3">
      <h1 className="h3">Companies</h1>
      <Row>
        <Col lg={4} className="mb-3">
          <ListGroup data-testid="companies">
            {companies.map((company) => (
              <ListGroup.Item
                key={company.id}
                action
                active={editing !== 'new' && editing?.id === company.id}
                onClick={() => setEditing(company)}
              >
                <div className="fw-semibold">{company.name}</div>
                <div className="small">{company.sites.join(', ') || 'no sites'}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Button className="mt-2" variant="outline-primary" onClick={() => setEditing('new')}>
            New company
          </Button>
        </Col>
        <Col lg={8}>
          {editing && (
            <CompanyForm
              key={editing === 'new' ? 'new' : editing.id}
              company={editing === 'new' ? null : editing}
              onSaved={(company) => setEditing(company)}
            />
          )}
        </Col>
      </Row>
    </div>
  );
}

function CompanyForm({ company, onSaved }: { company: AdminCompany | null; onSaved: (company: AdminCompany) => void }) {
  const [draft, setDraft] = useState<CompanyBody>(company ? bodyOf(company) : EMPTY);
  const save = useSaveCompany(company);
  const [asking, setAsking] = useState(false);
  const errors = { ...draftErrors(CompanyBody, draft), ...saveErrors(save.error) };
  const set = (patch: Partial<CompanyBody>) => setDraft((d) => ({ ...d, ...patch }));
  const vat = Object.entries(draft.vat_numbers).map(([country, number]) => [country, number ?? ''] as [string, string]);
  const setVat = (entries: [string, string][]) => set({ vat_numbers: Object.fromEntries(entries) });
  const address = companyAddress(draft.address_lines, draft.city, draft.country);
  return (
    <Card data-testid="company-form">
      <Card.Header>{company ? company.name : 'New company'}</Card.Header>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (Object.keys(draftErrors(CompanyBody, draft)).length === 0) setAsking(true);
          }}
        >
          <Row>
            <Col md={6}>
              <TextField id="company-name" label="Name" value={draft.name} error={errors.name} onChange={(name) => set({ name })} />
            </Col>
            <Col md={6}>
              <TextField id="company-kvk" label="Chamber of Commerce (KvK) number" value={draft.kvk} error={errors.kvk} onChange={(kvk) => set({ kvk })} />
            </Col>
            <Col md={6}>
              <TextField
                id="company-address"
                label="Address, one line each"
                rows={3}
                value={draft.address_lines.join('\n')}
                error={errorsUnder(errors, 'address_lines')}
                onChange={(text) => set({ address_lines: lines(text) })}
              />
            </Col>
            <Col md={6}>
              <TextField id="company-city" label="City" value={draft.city} error={errors.city} onChange={(city) => set({ city })} />
              <TextField
                id="company-country"
                label="Country"
                value={draft.country}
                error={errors.country}
                onChange={(country) => set({ country: country.toUpperCase() })}
              />
            </Col>
            <Col md={6}>
              <TextField
                id="company-tradenames"
                label="Trade names, one line each"
                rows={2}
                value={draft.tradenames.join('\n')}
                error={errorsUnder(errors, 'tradenames')}
                onChange={(text) => set({ tradenames: text === '' ? [] : lines(text) })}
              />
            </Col>
            <Col md={3}>
              <TextField
                id="company-phone"
                label="Support phone"
                value={draft.support_phone}
                error={errors.support_phone}
                onChange={(support_phone) => set({ support_phone })}
              />
            </Col>
            <Col md={3}>
              <NumberField
                id="company-delete-discount"
                label="Discount to stay (%)"
                value={draft.delete_discount}
                error={errors.delete_discount}
                hint="Offered to a member about to delete the account."
                onChange={(value) => set({ delete_discount: value ?? Number.NaN })}
              />
            </Col>
          </Row>
          <h2 className="h6">VAT numbers per country</h2>
          {vat.map(([country, number], index) => (
            <Row key={index} className="g-2 mb-2 align-items-start">
              <Col xs={3}>
                <Form.Control
                  aria-label="VAT country"
                  value={country}
                  isInvalid={!!errors[`vat_numbers.${country}`]}
                  onChange={(event) => setVat(vat.map((entry, i) => (i === index ? [event.target.value.toUpperCase(), number] : entry)))}
                />
              </Col>
              <Col>
                <Form.Control
                  aria-label={`VAT number in ${country}`}
                  value={number}
                  isInvalid={!!errors[`vat_numbers.${country}`]}
                  onChange={(event) => setVat(vat.map((entry, i) => (i === index ? [country, event.target.value] : entry)))}
                />
                {errors[`vat_numbers.${country}`] && <div className="invalid-feedback d-block">{errors[`vat_numbers.${country}`]}</div>}
              </Col>
              <Col xs="auto">
                <Button variant="outline-danger" aria-label={`Remove VAT number of ${country}`} onClick={() => setVat(vat.filter((_, i) => i !== index))}>
                  <Trash aria-hidden="true" />
                </Button>
              </Col>
            </Row>
          ))}
          <Button size="sm" variant="outline-primary" className="mb-3" onClick={() => setVat([...vat, ['', '']])}>
            Add a VAT number
          </Button>
          <Card body className="bg-body-tertiary small mb-3" data-testid="address-preview">
            <div className="fw-semibold mb-1">The three address variants</div>
            <div>
              <span className="text-body-secondary">Lines (legal pages, receipts): </span>
              {address.lines.map((line, i) => (
                <div key={i} className="ms-3">
                  {line}
                </div>
              ))}
            </div>
            <div>
              <span className="text-body-secondary">On one line (footer): </span>
              {address.inline}
            </div>
            <div>
              <span className="text-body-secondary">Short: </span>
              {address.short}
            </div>
          </Card>
          {errors._ && <Alert variant="danger">{errors._}</Alert>}
          {save.isSuccess && <Alert variant="success">Saved.</Alert>}
          <Button type="submit" disabled={save.isPending}>
            {company ? 'Save company' : 'Create company'}
          </Button>
        </Form>
        <ReasonModal
          show={asking}
          title={company ? `Save ${company.name}` : `Create ${draft.name}`}
          confirmLabel={company ? 'Save company' : 'Create company'}
          pending={save.isPending}
          error={save.error}
          onConfirm={(reason) =>
            save.mutate(
              { ...draft, reason },
              {
                onSuccess: (answer) => {
                  setAsking(false);
                  onSaved(answer.company);
                },
                onError: (error) => refusesFields(error) && setAsking(false),
              },
            )
          }
          onHide={() => setAsking(false)}
        />
        {company && (
          <div className="mt-4">
            <AuditTrail subjectType="company" subjectId={company.id} />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
