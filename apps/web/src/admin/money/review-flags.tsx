import { type ReviewFlag, ReviewFlagsResponse } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { adminFetch, useStaffSession } from '../admin-api';
import { canSee, MONEY_ROLES } from '../admin-nav';
import { ReasonModal } from '../components/reason-modal';
import { dateTime, useResolveFlag } from './money-api';

function FlagLine({ flag }: { flag: ReviewFlag }) {
  const resolve = useResolveFlag();
  const [open, setOpen] = useState(false);
  if (flag.resolved_at) {
    return (
      <p className="small text-body-secondary mb-1">
        Review ({flag.reason}) resolved {dateTime(flag.resolved_at)}: {flag.resolution}
      </p>
    );
  }
  return (
    <Alert variant="danger" className="small py-2 mb-2" data-testid="review-flag">
      <strong>Review needed:</strong> {flag.reason}
      {flag.order_id !== null && <> on order <Link to={`/admin/orders/${flag.order_id}`}>#{flag.order_id}</Link></>}, since{' '}
      {dateTime(flag.created_at)}.{' '}
      <Button size="sm" variant="outline-danger" className="py-0" onClick={() => setOpen(true)}>
        Resolve…
      </Button>
      <ReasonModal
        show={open}
        title="Resolve the review flag"
        confirmLabel="Resolve"
        pending={resolve.isPending}
        error={resolve.error}
        onConfirm={(resolution) => resolve.mutate({ flagId: flag.id, resolution }, { onSuccess: () => setOpen(false) })}
        onHide={() => setOpen(false)}
      />
    </Alert>
  );
}

/** A member's review flags: open ones ask for a look (with Resolve), resolved ones say what was found. */
export function ReviewFlagList({ flags }: { flags: ReviewFlag[] }) {
  return (
    <>
      {flags.map((flag) => (
        <FlagLine key={flag.id} flag={flag} />
      ))}
    </>
  );
}

/** The member page's view of the same flags, for the roles that handle money. */
export function MemberReviewFlags({ userId }: { userId: number }) {
  const { staff } = useStaffSession();
  const allowed = canSee({ roles: MONEY_ROLES }, staff.role);
  const flags = useQuery({
    queryKey: ['admin', 'order', 'review-flags', userId],
    queryFn: ({ signal }) => adminFetch('review-flags', { schema: ReviewFlagsResponse, query: { userId }, signal }),
    enabled: allowed,
  });
  if (!allowed || !flags.data?.flags.length) return null;
  return <ReviewFlagList flags={flags.data.flags} />;
}
