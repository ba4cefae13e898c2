import { Alert, Container } from 'react-bootstrap';
import { Link, useRouteError } from 'react-router';

/** A page that failed to load or render, or an address the back office does not have. */
export function AdminErrorPage({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  return (
    <Container className="py-5">
      <Alert variant={notFound ? 'warning' : 'danger'}>
        <h1 className="h4">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="mb-2">{notFound ? 'The back office has no such page.' : error instanceof Error ? error.message : 'Please reload the page.'}</p>
        <Link to="/admin">Back office home</Link>
      </Alert>
    </Container>
  );
}
