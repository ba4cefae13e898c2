import {
  type AdminDiscountCode,
  DiscountCodeDraft,
  CURRENCIES,
  type Currency,
  type DiscountValidity,
  PAYMENT_METHODS,
} from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Modal, Row, Spinner, Table } from 'react-bootstrap';
import { useAdminSite } from '../admin-api';
import { AuditTrail } from '../audit/audit-trail';
import { discountCodesQuery, discountUsesQuery, sitesQuery, useCreateDiscount, useDiscountStatus } from './api';
import { ReasonModal } from '../components/reason-modal';
import { ChecksField, draftErrors, errorsUnder, NumberField, refusesFields, saveErrors, SelectField, TextField } from './fields';
import { money, toMajor, toMinor } from './labels';

const VALIDITY: readonly (readonly [DiscountValidity, string])[] = [
  ['once_per_user', 'Once per member'],
  ['once', 'Once in total'],
  ['limited', 'A number of uses in total'],
  ['unlimited', 'Without limit'],
];

const validityText = (code: AdminDiscountCode) =>
  code.validity === 'limited' ? `${code.max_uses} uses` : VALIDITY.find(([v]) => v === code.validity)![1];

/** /admin/discount-codes: the codes of the picked site (or every site), their uses, and a new one. */
export function Component() {
  const { siteId } = useAdminSite();
  const codes = useQuery(discountCodesQuery(siteId)).data?.codes;
  const sites = useQuery(sitesQuery).data?.sites;
  const [usesOf, setUsesOf] = useState<AdminDiscountCode | null>(null);
  const [switching, setSwitching] = useState<AdminDiscountCode | null>(null);
  const status = useDiscountStatus();
  const turnTo = (code: AdminDiscountCode) => (code.status === 'active' ? 'inactive' : 'active');
  if (!codes || !sites) return <Spinner animation="border" role="status" className="m-4" />;
  const domain = (id: number) => sites.find((site) => site.id === id)?.domain ?? `#${id}`;
  return (
    <div className="container-fluid py-3">
      <h1 className="h3">Discount codes</h1>
      <Table responsive hover size="sm" className="align-middle" data-testid="discount-codes">
        <thead>
          <tr>
            <th>Code</th>
            <th>Value</th>
            <th className="d-none d-md-table-cell">Site</th>
            <th className="d-none d-md-table-cell">Conditions</th>
            <th>Validity</th>
            <th>Uses</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} data-code={code.code}>
              <td className="fw-semibold">{code.code}</td>
              <td>{code.value_percentage}%</td>
              <td className="d-none d-md-table-cell">{domain(code.site_id)}</td>
              <td className="d-none d-md-table-cell small">
                {[
                  code.country,
                  code.currency,
                  code.minimum_order_value !== null && `from ${money(code.minimum_order_value, code.currency ?? 'EUR')}`,
                  code.payment_methods?.join(', '),
                  code.expires_at && `until ${new Date(code.expires_at).toLocaleDateString('en-GB')}`,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'none'}
              </td>
              <td className="small">{validityText(code)}</td>
              <td>
                <Button size="sm" variant="link" className="p-0" onClick={() => setUsesOf(code)} data-testid="code-uses">
                  {code.uses}
                </Button>
              </td>
              <td>
                <Form.Check
                  type="switch"
                  id={`code-status-${code.id}`}
                  label={code.status}
                  checked={code.status === 'active'}
                  disabled={status.isPending}
                  onChange={() => setSwitching(code)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <NewCode siteIds={siteId === null ? sites.map((site) => [String(site.id), site.domain] as const) : [[String(siteId), domain(siteId)]]} />
      {usesOf && <UsesModal code={usesOf} onClose={() => setUsesOf(null)} />}
      <ReasonModal
        show={switching !== null}
        title={switching ? `Switch ${switching.code} ${switching.status === 'active' ? 'off' : 'on'}` : ''}
        confirmLabel={switching?.status === 'active' ? 'Switch off' : 'Switch on'}
        pending={status.isPending}
        error={status.error}
        onConfirm={(reason) => status.mutate({ id: switching!.id, status: turnTo(switching!), reason }, { onSuccess: () => setSwitching(null) })}
        onHide={() => {
          status.reset();
          setSwitching(null);
        }}
      />
    </div>
  );
}

function UsesModal({ code, onClose }: { code: AdminDiscountCode; onClose: () => void }) {
  const uses = useQuery(discountUsesQuery(code.id)).data?.uses;
  return (
    <Modal show onHide={onClose} size="lg">
      <Modal.Header closeButton>
        <Modal.Title>Orders with {code.code}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!uses ? (
          <Spinner animation="border" role="status" />
        ) : uses.length === 0 ? (
          <p className="mb-0">No order has used this code.</p>
        ) : (
          <Table size="sm" responsive>
            <thead>
              <tr>
                <th>Order</th>
                <th>Member</th>
                <th>Amount</th>
                <th>Status</th>
                <th>Date</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use.order_id}>
                  <td>#{use.order_id}</td>
                  <td>{use.user_id === null ? 'Deleted member' : `#${use.user_id}`}</td>
                  <td>{money(use.amount, use.currency)}</td>
                  <td>
                    <Badge bg={use.status === 'paid' ? 'success' : 'secondary'}>{use.status}</Badge>
                  </td>
                  <td>{new Date(use.created_at).toLocaleString('en-GB')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <AuditTrail subjectType="discount_code" subjectId={code.id} />
      </Modal.Body>
    </Modal>
  );
}

function NewCode({ siteIds }: { siteIds: readonly (readonly [string, string])[] }) {
  const blank: DiscountCodeDraft = {
    site_id: Number(siteIds[0]?.[0] ?? 0),
    code: '',
    value_percentage: 10,
    currency: null,
    country: null,
    minimum_order_value: null,
    validity: 'once_per_user',
    max_uses: null,
    expires_at: null,
    payment_methods: null,
  };
  const [draft, setDraft] = useState<DiscountCodeDraft>(blank);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const create = useCreateDiscount();
  const errors = { ...(tried ? draftErrors(DiscountCodeDraft, draft) : {}), ...saveErrors(create.error) };
  const set = (patch: Partial<DiscountCodeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Card data-testid="new-code">
      <Card.Header>New discount code</Card.Header>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (DiscountCodeDraft.safeParse(draft).success) setAsking(true);
          }}
        >
          <Row>
            <Col md={4}>
              <SelectField id="code-site" label="Site" value={String(draft.site_id)} options={siteIds} error={errors.site_id} onChange={(id) => set({ site_id: Number(id) })} />
            </Col>
            <Col md={4}>
              <TextField id="code-code" label="Code" value={draft.code} error={errors.code} onChange={(code) => set({ code })} />
            </Col>
            <Col md={4}>
              <NumberField
                id="code-value"
                label="Discount (%)"
                value={draft.value_percentage}
                error={errors.value_percentage}
                onChange={(value) => set({ value_percentage: value ?? Number.NaN })}
              />
            </Col>
            <Col md={4}>
              <SelectField
                id="code-validity"
                label="Validity"
                value={draft.validity}
                options={VALIDITY}
                onChange={(validity) => set({ validity, max_uses: validity === 'limited' ? (draft.max_uses ?? 100) : null })}
              />
            </Col>
            {draft.validity === 'limited' && (
              <Col md={4}>
                <NumberField id="code-max-uses" label="Uses in total" value={draft.max_uses} error={errors.max_uses} onChange={(max_uses) => set({ max_uses })} />
              </Col>
            )}
            <Col md={4}>
              <TextField
                id="code-expires"
                label="Expires"
                type="date"
                value={draft.expires_at?.slice(0, 10) ?? ''}
                error={errors.expires_at}
                hint="Empty: never. Ends at the start of that day (UTC)."
                onChange={(day) => set({ expires_at: day ? new Date(`${day}T00:00:00Z`).toISOString() : null })}
              />
            </Col>
            <Col md={4}>
              <TextField
                id="code-country"
                label="Only in country"
                value={draft.country ?? ''}
                error={errors.country}
                hint="Empty: every country."
                onChange={(country) => set({ country: country === '' ? null : country.toUpperCase() })}
              />
            </Col>
            <Col md={4}>
              <SelectField
                id="code-currency"
                label="Only in currency"
                value={draft.currency ?? ''}
                options={[['', 'Any'], ...CURRENCIES.map((c) => [c, c] as const)]}
                onChange={(currency) => set({ currency: (currency || null) as Currency | null })}
              />
            </Col>
            <Col md={4}>
              <NumberField
                id="code-minimum"
                label="Minimum order"
                step={0.01}
                value={draft.minimum_order_value === null ? null : toMajor(draft.minimum_order_value)}
                error={errors.minimum_order_value}
                hint="In the code's currency, or the member's; empty: none."
                onChange={(value) => set({ minimum_order_value: toMinor(value) ?? null })}
              />
            </Col>
          </Row>
          <ChecksField
            id="code-methods"
            label="Only with these payment methods (none ticked: every method)"
            options={PAYMENT_METHODS}
            value={draft.payment_methods ?? []}
            error={errorsUnder(errors, 'payment_methods')}
            onChange={(methods) => set({ payment_methods: methods.length === 0 ? null : methods })}
          />
          {errors._ && <Alert variant="danger">{errors._}</Alert>}
          {create.isSuccess && <Alert variant="success">Created; members can use it now.</Alert>}
          <Button type="submit" disabled={create.isPending} data-testid="create-code">
            Create code
          </Button>
        </Form>
        <ReasonModal
          show={asking}
          title={`Create ${draft.code.toUpperCase()}`}
          confirmLabel="Create code"
          pending={create.isPending}
          error={create.error}
          onConfirm={(reason) =>
            create.mutate(
              { ...draft, reason },
              {
                onSuccess: () => {
                  setAsking(false);
                  setDraft(blank);
                  setTried(false);
                },
                onError: (error) => refusesFields(error) && setAsking(false),
              },
            )
          }
          onHide={() => setAsking(false)}
        />
      </Card.Body>
    </Card>
  );
}
