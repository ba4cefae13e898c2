import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../app/app-link';
import { TakeOverInTurn } from '../app/take-over';

interface PaginationNavProps {
  page: number;
  pages: number;
  /** The link of a page number. */
  hrefOf: (page: number) => string;
  /** 1 … 8 9 [10] 11 12 … 20 */
  numbers: (number | null)[];
}

/**
 * Page numbers as real links, so they can be opened, shared and followed back and forth. Taken over
 * in a turn of its own (app/take-over.tsx), after the results it follows.
 */
export function PaginationNav(props: PaginationNavProps) {
  if (props.pages <= 1) return null;
  return (
    <TakeOverInTurn>
      <PageLinks {...props} />
    </TakeOverInTurn>
  );
}

function PageLinks({ page, pages, hrefOf, numbers }: PaginationNavProps) {
  const { t } = useTranslation();
  const item = (target: number, label: React.ReactNode, aria: string, disabled = false) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {label}
        </span>
      ) : (
        <AppLink className="page-link" to={hrefOf(target)} aria-label={aria}>
          {label}
        </AppLink>
      )}
    </li>
  );
  return (
    <nav aria-label={t('pagination.label')} className="mt-4" data-testid="pagination">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {item(page - 1, <ChevronLeft aria-hidden="true" />, t('pagination.previous'), page <= 1)}
        {numbers.map((number, index) =>
          number === null ? (
            <li className="page-item disabled" key={`gap-${index}`}>
              <span className="page-link">…</span>
            </li>
          ) : number === page ? (
            <li className="page-item active" key={number} aria-current="page">
              <span className="page-link">{number}</span>
            </li>
          ) : (
            <li className="page-item" key={number}>
              <AppLink className="page-link" to={hrefOf(number)} aria-label={t('pagination.page', { page: number })}>
                {number}
              </AppLink>
            </li>
          ),
        )}
        {item(page + 1, <ChevronRight aria-hidden="true" />, t('pagination.next'), page >= pages)}
      </ul>
    </nav>
  );
}
