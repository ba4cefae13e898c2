import { type Newsletter, type NewsletterStatus } from '@app/core';
import { Badge, ProgressBar } from 'react-bootstrap';

const STATUS: Record<NewsletterStatus, { label: string; bg: string }> = {
  draft: { label: 'Draft', bg: 'secondary' },
  sending: { label: 'Sending', bg: 'primary' },
  sent: { label: 'Sent', bg: 'success' },
};

export function StatusBadge({ status }: { status: NewsletterStatus }) {
  return (
    <Badge bg={STATUS[status].bg} data-testid="newsletter-status">
      {STATUS[status].label}
    </Badge>
  );
}

/** The copies by outcome, as figures. */
export function CopyCounts({ counts }: { counts: Newsletter['counts'] }) {
  return (
    <span className="admin-figures small text-body-secondary" data-testid="newsletter-counts">
      {counts.sent} sent · {counts.queued} queued · {counts.failed} failed · {counts.skipped} skipped
    </span>
  );
}

/** How far the sending is: sent, failed and skipped copies of all. */
export function SendProgress({ newsletter }: { newsletter: Newsletter }) {
  const { queued, sent, failed, skipped } = newsletter.counts;
  const total = queued + sent + failed + skipped;
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <section aria-label="Progress" className="mb-4" data-testid="newsletter-progress">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <span>
          <StatusBadge status={newsletter.status} />{' '}
          {newsletter.status === 'sending' ? `${total - queued} of ${total} done` : `${total} recipient${total === 1 ? '' : 's'}`}
        </span>
        <CopyCounts counts={newsletter.counts} />
      </div>
      <ProgressBar>
        <ProgressBar variant="success" now={share(sent)} label={sent > 0 ? `${sent} sent` : ''} />
        <ProgressBar variant="danger" now={share(failed)} />
        <ProgressBar variant="secondary" now={share(skipped)} />
      </ProgressBar>
      {failed + skipped > 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          Failed: the mail server refused the copy three times, or a crash left it unknown whether it went out (it is never
          sent twice). Skipped: the member opted out, was no longer confirmed or left before their batch.
        </p>
      )}
    </section>
  );
}

export const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
