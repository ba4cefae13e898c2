import type { AdminOrderDetail, RefundResponse } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Alert, Badge, Card, Col, ListGroup, Row, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { errorText, useStaffSession } from '../admin-api';
import { AuditTrail } from '../audit/audit-trail';
import { dateTime, money, orderQuery } from './money-api';
import { OrderState, RefundState } from './order-state';
import { RefundDialog } from './refund-dialog';
import { ReviewFlagList } from './review-flags';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-1 border-bottom">
      <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
      <dd className="mb-0 text-end text-break">{children}</dd>
    </div>
  );
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** One order with all that happened to it after the sale: history, receipt, refunds, chargebacks and the audit trail. */
export function Component() {
  const id = Number(useParams().id);
  const detail = useQuery(orderQuery(id));
  const { staff } = useStaffSession();
  const [done, setDone] = useState<RefundResponse | null>(null);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <Alert variant="danger">{errorText(detail.error)}</Alert>;
  const { order, member, history, receipt, refunds, chargebacks, refund_options: options } = detail.data;
  const cur = (minor: number) => money(minor, order.currency);

  return (
    <>
      <Link to="/admin/orders" className="small">
        ← Orders
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-1 mb-3">
        <h1 className="h3 mb-0">Order #{order.id}</h1>
        <OrderState order={order} />
      </div>
      {done && (
        <Alert variant="success" dismissible onClose={() => setDone(null)} data-testid="refund-done">
          {done.applied
            ? `Refunded ${cur(done.refund.amount)}; ${done.refund.credits ?? 0} credits taken back from the member.`
            : `This request had been handled already: its refund of ${cur(done.refund.amount)} is ${done.refund.status}. Nothing was refunded twice.`}
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={8} className="d-flex flex-column gap-3">
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Payment
              </Card.Title>
              <dl className="mb-0 admin-figures" data-testid="order-facts">
                <Fact label="Site">{order.site_name}</Fact>
                <Fact label="Created">{dateTime(order.created_at)}</Fact>
                <Fact label="Paid">{order.paid_at ? dateTime(order.paid_at) : '—'}</Fact>
                <Fact label="Bundle">
                  {order.bundle_id} · {order.credits} credits{order.repeat ? ' · repeat order' : ''}
                </Fact>
                {order.discount_percentage !== null && (
                  <>
                    <Fact label="Price">{cur(order.amount_before_discount)}</Fact>
                    <Fact label={`Discount ${order.discount_code ?? ''} (${order.discount_percentage}%)`}>
                      <span className="text-nowrap">−{cur(order.amount_before_discount - order.amount)}</span>
                    </Fact>
                  </>
                )}
                <Fact label="Amount">
                  <strong>{cur(order.amount)}</strong>
                </Fact>
                <Fact label="VAT">{receipt ? `${cur(receipt.vat_amount)} (${percent(receipt.vat_rate)} of ${order.country})` : '—'}</Fact>
                <Fact label="Refunded">{cur(order.refunded_amount)}</Fact>
                <Fact label="Charged back">{cur(order.charged_back_amount)}</Fact>
                <Fact label="Method">{order.method}</Fact>
                <Fact label="Country">{order.country}</Fact>
                <Fact label="Provider">
                  {order.provider} · <code data-testid="provider-payment-id">{order.provider_payment_id ?? '—'}</code>
                </Fact>
              </dl>
            </Card.Body>
          </Card>

          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Refunds
              </Card.Title>
              {options ? (
                <div className="mb-3" data-testid="refund-options">
                  <p className="small mb-2">
                    Refundable until {dateTime(options.window_ends_at)} ({options.refund_days} days). {cur(options.remaining_amount)} left;{' '}
                    {options.unused_credits} credits unused, worth {cur(options.suggested_amount)}.
                  </p>
                  <RefundDialog order={order} options={options} mayRefundLate={staff.role === 'admin'} onDone={setDone} />
                </div>
              ) : (
                <p className="small text-body-secondary">Nothing left to refund.</p>
              )}
              {refunds.length > 0 && (
                <ListGroup variant="flush" className="admin-figures" data-testid="refunds-table">
                  {refunds.map((refund) => (
                    <ListGroup.Item key={refund.id} className="px-0">
                      <div className="d-flex flex-wrap justify-content-between gap-2">
                        <span>
                          <strong>{cur(refund.amount)}</strong> · {refund.credits ?? '—'} credits back
                        </span>
                        <span className="d-inline-flex gap-1">
                          <RefundState status={refund.status} />
                          {refund.outside_window && (
                            <Badge bg="light" text="dark">
                              after the refund period
                            </Badge>
                          )}
                        </span>
                      </div>
                      <div className="small text-body-secondary">
                        {dateTime(refund.created_at)} · {refund.staff_email ?? 'made at the provider'}
                        {refund.provider_refund_id && <> · {refund.provider_refund_id}</>}
                      </div>
                      {refund.reason && <div className="small">{refund.reason}</div>}
                      {refund.failure && <div className="small text-danger">{refund.failure}</div>}
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
            </Card.Body>
          </Card>

          {chargebacks.length > 0 && (
            <Card border="danger" data-testid="chargebacks">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  Chargebacks
                </Card.Title>
                <ListGroup variant="flush" className="admin-figures">
                  {chargebacks.map((chargeback) => (
                    <ListGroup.Item key={chargeback.id} className="px-0">
                      <div className="d-flex flex-wrap justify-content-between gap-2">
                        <strong>{cur(chargeback.amount)}</strong>
                        <span>
                          {chargeback.credits} credits taken
                          {chargeback.debt_credits > 0 && <span className="text-danger">, {chargeback.debt_credits} owed</span>}
                        </span>
                      </div>
                      <div className="small text-body-secondary">
                        {dateTime(chargeback.charged_back_at)} · {chargeback.provider_chargeback_id}
                      </div>
                      {chargeback.reason && <div className="small">{chargeback.reason}</div>}
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              </Card.Body>
            </Card>
          )}

          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Status history
              </Card.Title>
              <ListGroup variant="flush" className="admin-figures" data-testid="status-history">
                {history.map((entry, index) => (
                  <ListGroup.Item key={index} className="d-flex justify-content-between px-0">
                    <span>{entry.status}</span>
                    <span className="text-body-secondary">{dateTime(entry.at)}</span>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </Card.Body>
          </Card>

          <AuditTrail subjectType="order" subjectId={order.id} />
        </Col>

        {/* The member first on a phone: whether they still have the credits and premium is what staff look for. */}
        <Col lg={4} className="d-flex flex-column gap-3 order-first order-lg-last">
          <MemberCard member={member} />
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Receipt
              </Card.Title>
              {receipt ? (
                <address className="small mb-0" data-testid="receipt-seller">
                  <strong>{receipt.seller.name}</strong>
                  {receipt.seller.address_lines.map((line) => (
                    <span className="d-block" key={line}>
                      {line}
                    </span>
                  ))}
                  <span className="d-block">KvK {receipt.seller.kvk}</span>
                  {receipt.seller.vat_number && <span className="d-block">VAT no. {receipt.seller.vat_number}</span>}
                  {receipt.seller.tradenames.length > 0 && (
                    <span className="d-block text-body-secondary">Trading as {receipt.seller.tradenames.join(', ')}</span>
                  )}
                  <span className="d-block text-body-secondary mt-1">Issued {dateTime(receipt.issued_at)}, mailed to the member.</span>
                </address>
              ) : (
                <p className="small text-body-secondary mb-0">No receipt: the order was not paid (or was paid before receipts were issued).</p>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}

function MemberCard({ member }: { member: AdminOrderDetail['member'] }) {
  if (!member) {
    return (
      <Card data-testid="member-card">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Member
          </Card.Title>
          <p className="mb-0 text-body-secondary" data-testid="member-deleted">
            Deleted member. The order is kept for the books, without their name, e-mail or address.
          </p>
        </Card.Body>
      </Card>
    );
  }
  const openFlags = member.review_flags.filter((flag) => flag.resolved_at === null);
  return (
    <Card border={openFlags.length ? 'danger' : undefined} data-testid="member-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Member
        </Card.Title>
        <dl className="mb-2 admin-figures">
          <Fact label="Name">{member.name ?? '—'}</Fact>
          <Fact label="E-mail">{member.email}</Fact>
          <Fact label="Id">{member.id}</Fact>
          <Fact label="Credits">
            <span data-testid="member-credits">{member.credits}</span>
          </Fact>
          <Fact label="Premium">
            <span data-testid="member-premium">{member.paid_user ? 'yes' : 'no'}</span>
          </Fact>
          {member.debt_credits > 0 && (
            <Fact label="Owes">
              <span className="text-danger" data-testid="member-debt">
                {member.debt_credits} credits
              </span>
            </Fact>
          )}
        </dl>
        <ReviewFlagList flags={member.review_flags} />
      </Card.Body>
    </Card>
  );
}
