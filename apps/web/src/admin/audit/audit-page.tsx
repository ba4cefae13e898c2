import { useInfiniteQuery } from '@tanstack/react-query';
import { AuditPage as AuditPageSchema } from '@app/core';
import { type FormEvent, useState } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { adminFetch, errorText, useAdminSite } from '../admin-api';
import type { AuditFilter } from './audit-api';
import { AuditTable } from './audit-table';

/** The whole audit log, searched by subject, action, staff member or words of the reason. */
export function Component() {
  const { siteId } = useAdminSite();
  const [filter, setFilter] = useState<AuditFilter>({});
  const query = { ...filter, ...(siteId ? { siteId } : {}) };
  const pages = useInfiniteQuery({
    queryKey: ['admin', 'audit', 'search', query],
    queryFn: ({ pageParam, signal }) =>
      adminFetch('audit', { schema: AuditPageSchema, query: { ...query, before: pageParam ?? undefined, limit: 50 }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ subjectType: text('subjectType'), subjectId: text('subjectId'), action: text('action'), q: text('q') });
  };
  return (
    <>
      <h1 className="h3 mb-3">Audit log</h1>
      <Form onSubmit={submit} className="mb-3">
        <Row className="g-2">
          <Col xs={6} md={2}>
            <Form.Control name="subjectType" placeholder="Subject type" aria-label="Subject type" />
          </Col>
          <Col xs={6} md={2}>
            <Form.Control name="subjectId" placeholder="Subject id" aria-label="Subject id" />
          </Col>
          <Col xs={6} md={3}>
            <Form.Control name="action" placeholder="Action, e.g. member.ban" aria-label="Action" />
          </Col>
          <Col xs={6} md={3}>
            <Form.Control name="q" placeholder="Reason or staff e-mail" aria-label="Reason or staff e-mail" />
          </Col>
          <Col xs={12} md={2}>
            <Button type="submit" className="w-100">
              Search
            </Button>
          </Col>
        </Row>
      </Form>
      {pages.isPending ? (
        <Spinner />
      ) : pages.isError ? (
        <p className="text-danger">{errorText(pages.error)}</p>
      ) : (
        <>
          <AuditTable entries={pages.data.pages.flatMap((page) => page.entries)} />
          {pages.hasNextPage && (
            <Button variant="outline-secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Older entries
            </Button>
          )}
        </>
      )}
    </>
  );
}
