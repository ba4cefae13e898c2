import { AdminOrderState, PAYMENT_METHODS } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite } from '../admin-api';
import { dateTime, money, type OrderFilters, ordersQuery } from './money-api';
import { OrderState } from './order-state';
import { AdminPager } from '../components/admin-pager';
import { useUrlFilters } from '../components/use-url-filters';

const FILTERS = ['status', 'method', 'country', 'from', 'to', 'member'] as const;

/** Orders of the site worked on (or all sites), filtered; the filters live in the address, so a list can be shared. */
export function Component() {
  const { siteId } = useAdminSite();
  const { values: filters, page, submit: search, goTo: toPage, key } = useUrlFilters(FILTERS);
  const orders = useQuery(ordersQuery({ ...(filters as OrderFilters), ...(siteId ? { siteId } : {}) }, page));


  return (
    <>
      <h1 className="h3 mb-3">Orders</h1>
      <Form onSubmit={search} className="mb-3" key={key} data-testid="order-filters">
        <Row className="g-2">
          <Col xs={12} md={3}>
            <Form.Control name="member" defaultValue={filters.member} placeholder="Member id or e-mail" aria-label="Member id or e-mail" />
          </Col>
          <Col xs={6} md={2}>
            <Form.Select name="status" defaultValue={filters.status ?? ''} aria-label="Status">
              <option value="">Any status</option>
              {AdminOrderState.options.map((state) => (
                <option key={state} value={state}>
                  {state.replace('_', ' ')}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={2}>
            <Form.Select name="method" defaultValue={filters.method ?? ''} aria-label="Payment method">
              <option value="">Any method</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={4} md={1}>
            <Form.Control name="country" defaultValue={filters.country} placeholder="Country" aria-label="Country" maxLength={2} />
          </Col>
          <Col xs={4} md={{ span: 'auto' }}>
            <Form.Control type="date" name="from" defaultValue={filters.from} aria-label="From" />
          </Col>
          <Col xs={4} md={{ span: 'auto' }}>
            <Form.Control type="date" name="to" defaultValue={filters.to} aria-label="To" />
          </Col>
          <Col xs={12} md="auto">
            <Button type="submit" className="w-100">
              Search
            </Button>
          </Col>
        </Row>
      </Form>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <Alert variant="danger">{errorText(orders.error)}</Alert>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-body-secondary">No orders match.</p>
      ) : (
        <>
          <p className="small text-body-secondary">
            {orders.data.total} order{orders.data.total === 1 ? '' : 's'}
          </p>
          {/* Phones get one card per order; the table's eight columns need a tablet's width. */}
          <ListGroup className="d-md-none mb-3 admin-figures">
            {orders.data.orders.map((order) => (
              <ListGroup.Item key={order.id} action as={Link} to={`/admin/orders/${order.id}`} data-testid="order-card">
                <div className="d-flex justify-content-between gap-2">
                  <strong>#{order.id}</strong>
                  <span>{money(order.amount, order.currency)}</span>
                </div>
                <div className="small">
                  {dateTime(order.created_at)} · {order.method} · {order.country}
                  {!siteId && ` · ${order.site_name}`}
                </div>
                <div className="small text-body-secondary text-truncate">
                  {order.user_id === null ? 'Deleted member' : `${order.member_name ?? '—'} · ${order.email}`}
                </div>
                <OrderState order={order} />
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Table responsive hover size="sm" className="admin-figures align-middle d-none d-md-table" data-testid="orders-table">
            <thead>
              <tr>
                <th>Order</th>
                <th>Created</th>
                <th>Member</th>
                {!siteId && <th>Site</th>}
                <th className="text-end">Amount</th>
                <th>State</th>
                <th>Method</th>
                <th>Country</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order.id} data-testid="order-row">
                  <td>
                    <Link to={`/admin/orders/${order.id}`}>#{order.id}</Link>
                  </td>
                  <td className="text-nowrap">{dateTime(order.created_at)}</td>
                  <td>
                    {order.user_id === null ? (
                      <span className="text-body-secondary">Deleted member</span>
                    ) : (
                      <>
                        {order.member_name ?? '—'}
                        <div className="small text-body-secondary text-break">
                          {order.email} · {order.user_id}
                        </div>
                      </>
                    )}
                  </td>
                  {!siteId && <td>{order.site_name}</td>}
                  <td className="text-end text-nowrap">{money(order.amount, order.currency)}</td>
                  <td>
                    <OrderState order={order} />
                  </td>
                  <td>{order.method}</td>
                  <td>{order.country}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <AdminPager
            page={page}
            total={orders.data.total}
            pageSize={orders.data.page_size}
            onPage={toPage}
            labels={{ previous: 'Newer', next: 'Older' }}
          />
        </>
      )}
    </>
  );
}
