import { Link } from 'react-router';
import { useStaffSession } from '../admin-api';
import { ADMIN_NAV, canSee } from '../admin-nav';

const FICTIONAL_PROFILES = ADMIN_NAV.find((entry) => entry.path === '/admin/fictional')!;

/**
 * A member's e-mail address. A fictional profile's is a placeholder no one reads
 * (`<uuid>@fictional.invalid`): it says what the member is instead, with a link to its page for
 * those who may open it.
 */
export function MemberAddress({ id, email, fictional }: { id: number; email: string; fictional: boolean }) {
  const { staff } = useStaffSession();
  if (!fictional) return <>{email}</>;
  return canSee(FICTIONAL_PROFILES, staff.role) ? (
    <Link to={`/admin/fictional/${id}`} data-testid="fictional-profile-link">
      Fictional profile
    </Link>
  ) : (
    <span data-testid="fictional-profile-link">Fictional profile</span>
  );
}
