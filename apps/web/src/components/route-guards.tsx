import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../hooks/use-session';
import { loginPath } from '../lib/safe-next';
import { isLeavingSession } from '../lib/session';
import { PageLoading } from './page-loading';

/** A members-only page: a visitor logs in first and comes back here (SPEC §6). */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <PageLoading />;
  if (!user) {
    // Leaving after logout or deletion: the next page is on its way and this one is about to go.
    if (navigation.state !== 'idle' || isLeavingSession()) return null;
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

/**
 * A page for visitors (login, signup): a member who arrives here is sent on to `to`. Only the
 * arrival counts: logging in or signing up on the page makes the page itself move on.
 */
export function VisitorOnly({ to, children }: { to: string; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  return (
    <ArrivalCheck member={Boolean(user)} to={to}>
      {children}
    </ArrivalCheck>
  );
}

function ArrivalCheck({ member, to, children }: { member: boolean; to: string; children: ReactNode }) {
  const [memberOnArrival] = useState(member);
  return memberOnArrival ? <Navigate to={to} replace /> : children;
}
