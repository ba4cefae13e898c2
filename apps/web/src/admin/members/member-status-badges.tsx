import type { UserStatus } from '@app/core';
import { Badge } from 'react-bootstrap';

const STATUS: Record<UserStatus, { label: string; bg: string }> = {
  not_confirmed: { label: 'not confirmed', bg: 'warning' },
  confirmed: { label: 'confirmed', bg: 'success' },
  pending_deletion: { label: 'pending deletion', bg: 'secondary' },
};

/** A member's account status, and whether a ban applies, they are premium or a fictional profile. */
export function MemberStatusBadges({
  status,
  banned,
  paidUser,
  fictional = false,
}: {
  status: UserStatus;
  banned: boolean;
  paidUser: boolean;
  fictional?: boolean;
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={STATUS[status].bg} text={status === 'not_confirmed' ? 'dark' : undefined}>
        {STATUS[status].label}
      </Badge>
      {banned && <Badge bg="danger">banned</Badge>}
      {paidUser && <Badge bg="info">premium</Badge>}
      {fictional && (
        <Badge bg="dark" data-testid="fictional-badge">
          fictional
        </Badge>
      )}
    </span>
  );
}
