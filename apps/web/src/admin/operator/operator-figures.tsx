import {
  OPERATOR_FIGURES_PERIODS,
  OperatorFigures,
  type OperatorFiguresHour,
  type OperatorFiguresOperator,
  type OperatorFiguresPeriod,
} from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Col, Row, Spinner, Table } from 'react-bootstrap';
import { adminFetch, errorText } from '../admin-api';
import { duration } from './durations';

const PERIOD_LABELS: Record<OperatorFiguresPeriod, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

/** Refreshed every minute: the console is left open through a shift. */
const figuresQuery = (siteId: number | null, period: OperatorFiguresPeriod) =>
  queryOptions({
    queryKey: ['admin', 'operator', 'figures', siteId, period],
    queryFn: ({ signal }) =>
      adminFetch('operator/figures', { schema: OperatorFigures, query: { period, ...(siteId !== null && { siteId: String(siteId) }) }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** A figure's time; a dash when there was nothing to measure. */
const formatDuration = (seconds: number | null) => (seconds === null ? '—' : duration(seconds));

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
/** An hour of a longer period needs its day. */
const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Col>
      <Card body className="h-100" data-testid={testId}>
        <div className="small text-body-secondary">{label}</div>
        <div className="fs-5 fw-semibold">{value}</div>
        {detail && <div className="small text-body-secondary">{detail}</div>}
      </Card>
    </Col>
  );
}

function OperatorTable({ rows }: { rows: OperatorFiguresOperator[] }) {
  if (rows.length === 0) return <p className="text-body-secondary small mb-0">No operator sent a message in this period.</p>;
  return (
    <Table responsive size="sm" className="admin-figures mb-0" data-testid="figures-operators">
      <thead>
        <tr>
          <th>Operator</th>
          <th className="text-end">Answered</th>
          <th className="text-end">First messages</th>
          <th className="text-end">All messages</th>
          <th className="text-end">Median answer time</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.staffId ?? 'removed'}>
            <td>{row.name ?? <span className="text-body-secondary">Removed staff</span>}</td>
            <td className="text-end">{row.answered}</td>
            <td className="text-end">{row.firstMessages}</td>
            <td className="text-end">{row.messages}</td>
            <td className="text-end text-nowrap">{formatDuration(row.medianSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A bar of an hour's count, against the busiest hour's. */
function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return <div className={`admin-bar ${className}`} style={{ width: `${max ? (value / max) * 100 : 0}%` }} />;
}

/** The hours that saw work, the latest first; quiet hours are left out, so a long period stays short. */
function HourTable({ rows, withDay }: { rows: OperatorFiguresHour[]; withDay: boolean }) {
  const busy = rows.filter((row) => row.arrived > 0 || row.answered > 0).reverse();
  if (busy.length === 0) return <p className="text-body-secondary small mb-0">Nothing arrived or was answered in this period.</p>;
  const max = Math.max(...busy.map((row) => Math.max(row.arrived, row.answered)));
  return (
    <div className="admin-scroll">
      <Table size="sm" className="admin-figures mb-0" data-testid="figures-hours">
        <thead>
          <tr>
            <th>Hour</th>
            <th className="text-end text-nowrap">
              <span className="admin-swatch bg-warning" aria-hidden="true" />
              Arrived
            </th>
            <th className="text-end text-nowrap">
              <span className="admin-swatch bg-success" aria-hidden="true" />
              Answered
            </th>
            <th className="w-50">
              <span className="visually-hidden">Bars</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {busy.map((row) => (
            <tr key={row.hour}>
              <td className="text-nowrap">{withDay ? dayAndTime(row.hour) : time(row.hour)}</td>
              <td className="text-end">{row.arrived}</td>
              <td className="text-end">{row.answered}</td>
              <td className="align-middle" aria-hidden="true">
                <Bar value={row.arrived} max={max} className="bg-warning" />
                <Bar value={row.answered} max={max} className="bg-success mt-1" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * The operators' figures (issue 19) of a site, or of all sites for null: answer times, the queue
 * now, each operator's work, arrivals and answers per hour, and messages per conversation, for a
 * period picked here. Times are shown in the browser's time zone.
 */
export function OperatorFiguresPanel({ siteId }: { siteId: number | null }) {
  const [period, setPeriod] = useState<OperatorFiguresPeriod>('24h');
  const figures = useQuery(figuresQuery(siteId, period));

  return (
    <div data-testid="operator-figures">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="small text-body-secondary me-auto">
          {figures.data && `The last ${PERIOD_LABELS[figures.data.period]}, until ${time(figures.data.to)}`}
        </span>
        <ButtonGroup size="sm" aria-label="Period">
          {OPERATOR_FIGURES_PERIODS.map((choice) => (
            <Button
              key={choice}
              variant={choice === period ? 'secondary' : 'outline-secondary'}
              aria-pressed={choice === period}
              onClick={() => setPeriod(choice)}
            >
              {PERIOD_LABELS[choice]}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {figures.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : figures.isError ? (
        <Alert variant="danger">{errorText(figures.error)}</Alert>
      ) : (
        <FiguresBody figures={figures.data} />
      )}
    </div>
  );
}

function FiguresBody({ figures }: { figures: OperatorFigures }) {
  const { answerTime, waitingNow, messagesPerConversation: talk } = figures;
  const oldestWait = waitingNow.oldest_at && (Date.parse(figures.to) - Date.parse(waitingNow.oldest_at)) / 1000;
  return (
    <>
      <Row xs={2} md={3} xl={5} className="g-2 mb-3 admin-figures">
        <Figure label="Median answer time" value={formatDuration(answerTime.medianSeconds)} testId="figure-median" />
        <Figure label="95% answered within" value={formatDuration(answerTime.p95Seconds)} testId="figure-p95" />
        <Figure label="Answered" value={String(answerTime.answered)} testId="figure-answered" />
        <Figure
          label="Waiting now"
          value={String(waitingNow.count)}
          detail={oldestWait ? `the longest for ${formatDuration(oldestWait)}` : undefined}
          testId="figure-waiting"
        />
        <Figure
          label="Messages per conversation"
          value={talk.average === null ? '—' : talk.average.toLocaleString('en-GB')}
          detail={`${talk.conversations} conversation${talk.conversations === 1 ? '' : 's'}: ${talk.memberMessages} from members, ${talk.profileMessages} from profiles`}
          testId="figure-conversations"
        />
      </Row>
      <Row className="g-3">
        <Col lg={7}>
          <h3 className="h6">Per operator</h3>
          <OperatorTable rows={figures.perOperator} />
        </Col>
        <Col lg={5}>
          <h3 className="h6">Per hour</h3>
          <HourTable rows={figures.perHour} withDay={figures.period !== '24h'} />
        </Col>
      </Row>
    </>
  );
}
