import { PageToken } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Card, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { sitePagesQuery, siteQuery } from './api';
import { draftErrors } from './fields';
import { sitePagePath, sitePath } from './paths';

/** /admin/sites/{id}/pages: the seven built-in pages (ours or the site's version) and the site's own at /{token}. */
export function Component() {
  const siteId = Number(useParams().siteId);
  const site = useQuery(siteQuery(siteId)).data?.site;
  const pages = useQuery(sitePagesQuery(siteId)).data?.pages;
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [tried, setTried] = useState(false);
  if (!site || !pages) return <Spinner animation="border" role="status" className="m-4" />;
  const error = tried ? draftErrors(PageToken, token)._ : undefined;
  return (
    <div className="container-fluid py-3">
      <Link to={sitePath(site.id)} className="small">
        {site.name}
      </Link>
      <h1 className="h3">Pages of {site.domain}</h1>
      <ListGroup className="mb-3" data-testid="site-pages">
        {pages.map((page) => (
          <ListGroup.Item key={page.token} action as={Link} to={sitePagePath(site.id, page.token)} className="d-flex justify-content-between flex-wrap gap-2">
            <span>
              /{page.token} {page.builtin && <Badge bg="light" text="dark">built in</Badge>}
            </span>
            <span className="d-flex gap-1">
              {page.builtin && <Badge bg={page.stored ? 'info' : 'secondary'}>{page.stored ? "site's version" : 'our text'}</Badge>}
              <Badge bg={page.published ? 'success' : 'warning'} text={page.published ? undefined : 'dark'}>
                {page.published ? 'published' : 'draft'}
              </Badge>
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Card body>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            const parsed = PageToken.safeParse(token);
            if (parsed.success) void navigate(sitePagePath(site.id, parsed.data));
          }}
        >
          <Form.Label htmlFor="new-page-token">New page at</Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>/</InputGroup.Text>
            <Form.Control id="new-page-token" value={token} isInvalid={!!error} onChange={(event) => setToken(event.target.value)} />
            <Button type="submit">Write it</Button>
            {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
          </InputGroup>
        </Form>
      </Card>
    </div>
  );
}
