import { Spinner } from 'react-bootstrap';

/** Shown while a page's code loads on the first visit. */
export function PageLoading() {
  return (
    <div className="d-flex justify-content-center py-5" aria-busy="true">
      <Spinner animation="border" variant="primary" />
    </div>
  );
}
