import {
  type Currency,
  type ReportsResponse,
  type ReportTable,
  REVENUE_GROUPS,
  type RevenueGroup,
  type RevenueRow,
  TRACKING_FIELDS,
  TrackingField,
} from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Col, Form, Nav, Row, Spinner, Table } from 'react-bootstrap';
import { Bar, Line } from 'react-chartjs-2';
import { useSearchParams } from 'react-router';
import { errorText, useAdminSite } from '../admin-api';
import { exportUrl, money, type ReportFilters, reportsQuery } from './money-api';

// Only what these charts draw, so the chunk stays small; it loads with this page only.
Chart.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);
// A few groups must not become slabs across the whole chart.
Chart.defaults.datasets.bar.maxBarThickness = 36;

/** The theme's colours (SPEC §9): primary, secondary, success, warning, danger. */
const COLOURS = { gross: '#1eaddb', net: '#76a61e', refunded: '#ffc107', chargedBack: '#dc3545', signups: '#1eaddb', buyers: '#d50918' };

const GROUP_LABELS: Record<RevenueGroup, string> = { day: 'Day', site: 'Site', country: 'Country', method: 'Method', bundle: 'Bundle' };

const major = (minor: number) => minor / 100;

function CsvLink({ filters, table }: { filters: ReportFilters; table: ReportTable }) {
  return (
    <a className="btn btn-sm btn-outline-secondary" href={exportUrl(filters, table)} download data-testid={`csv-${table}`}>
      CSV
    </a>
  );
}

function Section({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className="mb-3" data-testid={testId}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <Card.Title as="h2" className="h5 mb-0">
            {title}
          </Card.Title>
          <div className="d-flex flex-wrap gap-2">{actions}</div>
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

/** A chart that keeps a readable height on a phone and fills the card on a desktop. */
function ChartBox({ children }: { children: ReactNode }) {
  return (
    <div className="position-relative mb-3" style={{ height: 'clamp(220px, 40vh, 340px)' }}>
      {children}
    </div>
  );
}

function RevenueTable({ rows, group }: { rows: RevenueRow[]; group: RevenueGroup }) {
  return (
    <Table responsive size="sm" className="admin-figures mb-0" data-testid={`revenue-${group}`}>
      <thead>
        <tr>
          <th>{GROUP_LABELS[group]}</th>
          <th className="text-end">Orders</th>
          <th className="text-end">Gross</th>
          <th className="text-end">Refunded</th>
          <th className="text-end">Charged back</th>
          <th className="text-end">Net</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.key}-${row.currency}`}>
            <td>{row.key || '—'}</td>
            <td className="text-end">{row.orders}</td>
            <td className="text-end">{money(row.gross, row.currency)}</td>
            <td className="text-end">{row.refunds ? `${money(row.refunded, row.currency)} (${row.refunds})` : '—'}</td>
            <td className="text-end">{row.chargebacks ? `${money(row.charged_back, row.currency)} (${row.chargebacks})` : '—'}</td>
            <td className="text-end">{money(row.net, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** An axis that labels its ticks as money (the charts plot major units). */
const moneyAxis = (currency: Currency) => ({ ticks: { callback: (value: string | number) => money(Number(value) * 100, currency) } });

/** Revenue, refunds and chargebacks, signups and first purchases per tracking field, and conversion: charts, tables and CSV. */
export function Component() {
  const { siteId } = useAdminSite();
  const [params, setParams] = useSearchParams();
  const tracking = TrackingField.safeParse(params.get('tracking')).data ?? 'network';
  const filters: ReportFilters = {
    ...(params.get('from') ? { from: params.get('from')! } : {}),
    ...(params.get('to') ? { to: params.get('to')! } : {}),
    tracking,
    ...(siteId ? { siteId } : {}),
  };
  const report = useQuery(reportsQuery(filters));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['from', 'to', 'tracking']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <h1 className="h3 mb-3">Reports</h1>
      <Form onSubmit={apply} className="mb-3" key={params.toString()}>
        <Row className="g-2 align-items-end">
          <Col xs={6} md="auto">
            <Form.Label htmlFor="report-from" className="small mb-1">
              From
            </Form.Label>
            <Form.Control id="report-from" type="date" name="from" defaultValue={report.data?.from ?? filters.from} />
          </Col>
          <Col xs={6} md="auto">
            <Form.Label htmlFor="report-to" className="small mb-1">
              To
            </Form.Label>
            <Form.Control id="report-to" type="date" name="to" defaultValue={report.data?.to ?? filters.to} />
          </Col>
          <Col xs={8} md="auto">
            <Form.Label htmlFor="report-tracking" className="small mb-1">
              Tracking field
            </Form.Label>
            <Form.Select id="report-tracking" name="tracking" defaultValue={tracking}>
              {TRACKING_FIELDS.map((field) => (
                <option key={field}>{field}</option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={4} md="auto">
            <Button type="submit" className="w-100">
              Show
            </Button>
          </Col>
        </Row>
      </Form>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <Alert variant="danger">{errorText(report.error)}</Alert>
      ) : (
        <ReportBody report={report.data} filters={{ ...filters, from: report.data.from, to: report.data.to }} />
      )}
    </>
  );
}

function ReportBody({ report, filters }: { report: ReportsResponse; filters: ReportFilters }) {
  const currencies = [...new Set(Object.values(report.revenue).flatMap((rows) => rows.map((row) => row.currency)))].sort();
  const [chosen, setCurrency] = useState<Currency | null>(null);
  const currency: Currency = chosen && currencies.includes(chosen) ? chosen : currencies.includes('EUR') ? 'EUR' : (currencies[0] ?? 'EUR');
  const [group, setGroup] = useState<Exclude<RevenueGroup, 'day'>>('country');
  const inCurrency = (rows: RevenueRow[]) => rows.filter((row) => row.currency === currency);
  const days = inCurrency(report.revenue.day);
  const groupRows = inCurrency(report.revenue[group]);
  const totals = days.reduce(
    (sum, row) => ({ orders: sum.orders + row.orders, gross: sum.gross + row.gross, net: sum.net + row.net, back: sum.back + row.refunded + row.charged_back }),
    { orders: 0, gross: 0, net: 0, back: 0 },
  );
  const { signups, converted } = report.conversion;
  const rate = signups ? `${((converted / signups) * 100).toFixed(1)}%` : '—';
  const trackingRows = report.tracking.rows.slice(0, 15);

  return (
    <>
      <Row xs={2} md={4} className="g-2 mb-3 admin-figures" data-testid="report-totals">
        {[
          ['Gross', money(totals.gross, currency)],
          ['Refunds and chargebacks', money(totals.back, currency)],
          ['Net', money(totals.net, currency)],
          ['Signup → first purchase', `${rate} (${converted} of ${signups})`],
        ].map(([label, value]) => (
          <Col key={label}>
            <Card body className="h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fs-5 fw-semibold">{value}</div>
            </Card>
          </Col>
        ))}
      </Row>

      <Section
        title={`Revenue per day (${currency})`}
        testId="revenue-per-day"
        actions={
          <>
            {currencies.length > 1 && (
              <ButtonGroup size="sm" aria-label="Currency">
                {currencies.map((code) => (
                  <Button key={code} variant={code === currency ? 'secondary' : 'outline-secondary'} onClick={() => setCurrency(code)}>
                    {code}
                  </Button>
                ))}
              </ButtonGroup>
            )}
            <CsvLink filters={filters} table="revenue_day" />
          </>
        }
      >
        <ChartBox>
          <Line
            options={{ maintainAspectRatio: false, interaction: { mode: 'index', intersect: false }, scales: { y: moneyAxis(currency) } }}
            data={{
              labels: days.map((row) => row.key.slice(5)),
              datasets: [
                { label: 'Gross', data: days.map((row) => major(row.gross)), borderColor: COLOURS.gross, backgroundColor: COLOURS.gross },
                { label: 'Net', data: days.map((row) => major(row.net)), borderColor: COLOURS.net, backgroundColor: COLOURS.net },
                { label: 'Refunded', data: days.map((row) => major(row.refunded)), borderColor: COLOURS.refunded, backgroundColor: COLOURS.refunded },
                {
                  label: 'Charged back',
                  data: days.map((row) => major(row.charged_back)),
                  borderColor: COLOURS.chargedBack,
                  backgroundColor: COLOURS.chargedBack,
                },
              ],
            }}
          />
        </ChartBox>
        <details>
          <summary className="small">Table</summary>
          <RevenueTable rows={days} group="day" />
        </details>
      </Section>

      <Section title={`Revenue per ${GROUP_LABELS[group].toLowerCase()} (${currency})`} testId="revenue-groups" actions={<CsvLink filters={filters} table={`revenue_${group}`} />}>
        <Nav variant="pills" className="mb-2 small" activeKey={group} onSelect={(key) => key && setGroup(key as typeof group)}>
          {REVENUE_GROUPS.filter((name) => name !== 'day').map((name) => (
            <Nav.Item key={name}>
              <Nav.Link eventKey={name}>{GROUP_LABELS[name]}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <ChartBox>
          <Bar
            options={{ maintainAspectRatio: false, indexAxis: 'y', scales: { x: moneyAxis(currency) } }}
            data={{
              labels: groupRows.map((row) => row.key),
              datasets: [
                { label: 'Gross', data: groupRows.map((row) => major(row.gross)), backgroundColor: COLOURS.gross },
                { label: 'Net', data: groupRows.map((row) => major(row.net)), backgroundColor: COLOURS.net },
              ],
            }}
          />
        </ChartBox>
        <RevenueTable rows={groupRows} group={group} />
      </Section>

      <Section title={`New members and first purchases per ${report.tracking.field}`} testId="tracking" actions={<CsvLink filters={filters} table="tracking" />}>
        <ChartBox>
          <Bar
            options={{ maintainAspectRatio: false }}
            data={{
              labels: trackingRows.map((row) => row.key || '(none)'),
              datasets: [
                { label: 'Signups', data: trackingRows.map((row) => row.signups), backgroundColor: COLOURS.signups },
                { label: 'First purchases', data: trackingRows.map((row) => row.first_purchases), backgroundColor: COLOURS.buyers },
              ],
            }}
          />
        </ChartBox>
        <Table responsive size="sm" className="admin-figures mb-0" data-testid="tracking-table">
          <thead>
            <tr>
              <th>{report.tracking.field}</th>
              <th className="text-end">Signups</th>
              <th className="text-end">First purchases</th>
              <th className="text-end">Of the signups, paid since</th>
            </tr>
          </thead>
          <tbody>
            {report.tracking.rows.map((row) => (
              <tr key={row.key}>
                <td className="text-break">{row.key || '(none)'}</td>
                <td className="text-end">{row.signups}</td>
                <td className="text-end">{row.first_purchases}</td>
                <td className="text-end">
                  {row.converted} {row.signups ? `(${((row.converted / row.signups) * 100).toFixed(1)}%)` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section title="Conversion from signup to first purchase" testId="conversion" actions={<CsvLink filters={filters} table="conversion" />}>
        <p className="small">
          Of the {signups} members who signed up in this period, {converted} have paid since ({rate}).
        </p>
        <ChartBox>
          <Bar
            options={{ maintainAspectRatio: false }}
            data={{
              labels: report.conversion.by_day.map((row) => row.day.slice(5)),
              datasets: [
                { label: 'Signups', data: report.conversion.by_day.map((row) => row.signups), backgroundColor: COLOURS.signups },
                { label: 'Have paid since', data: report.conversion.by_day.map((row) => row.converted), backgroundColor: COLOURS.buyers },
              ],
            }}
          />
        </ChartBox>
      </Section>
    </>
  );
}
