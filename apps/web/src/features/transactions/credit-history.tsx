import type { CreditHistoryEntry } from '@app/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, ListGroup } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoading } from '../../components/page-loading';
import { creditHistoryQuery } from './api';
import { CallError } from '../../components/call-error';

/** Under the orders on /transactions: every change of the member's credits, with the balance after it. */
export function CreditHistory() {
  const { t, i18n } = useTranslation();
  const history = useInfiniteQuery(creditHistoryQuery);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const date = (entry: CreditHistoryEntry) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.created_at));
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'always' });
  return (
    <section className="mt-5" aria-labelledby="credit-history-title">
      <h2 className="h4 mb-3" id="credit-history-title">
        {t('credit_history.title')}
      </h2>
      {history.isPending && <PageLoading />}
      {history.isError && <CallError error={history.error} onRetry={() => void history.refetch()} />}
      {history.isSuccess && entries.length === 0 && <p className="text-body-secondary">{t('credit_history.empty')}</p>}
      {entries.length > 0 && (
        <ListGroup className="shadow-sm" data-testid="credit-history">
          {entries.map((entry) => (
            <ListGroup.Item key={entry.id} className="d-flex align-items-center gap-3 py-2" data-testid="credit-history-row">
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold">{t(`credit_history.kinds.${entry.kind}`)}</div>
                <div className="small text-body-secondary">
                  <time dateTime={entry.created_at}>{date(entry)}</time>
                </div>
              </div>
              <div className="text-end">
                <div className={`fw-semibold ${entry.delta < 0 ? 'text-danger' : 'text-success'}`}>{number.format(entry.delta)}</div>
                <div className="small text-body-secondary">{t('credit_history.balance', { balance: entry.balance_after })}</div>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {history.hasNextPage && (
        <div className="text-center mt-3">
          <Button variant="outline-secondary" size="sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('credit_history.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
