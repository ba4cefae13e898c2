import { Button } from 'react-bootstrap';

export interface AdminPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the way back and forth mean in this list (newer and older orders, say). */
  labels?: { previous: string; next: string };
}

/** Previous and next under a paged list, shown when there is more than one page. */
export function AdminPager({ page, total, pageSize, onPage, labels = { previous: 'Previous', next: 'Next' } }: AdminPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="d-flex align-items-center gap-2">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="small admin-figures">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </div>
  );
}
