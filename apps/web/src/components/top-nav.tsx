import { creditBadgeVariant, type User } from '@app/core';
import { type ComponentType, useContext } from 'react';
import { Container, DropdownDivider, DropdownItem, NavbarToggle } from 'react-bootstrap';
import { ChatDots, Coin, Gem, Heart, type IconProps, PersonCircle, Search } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { AppLink } from '../app/app-link';
import { TakeOverInTurn } from '../app/take-over';
import { useNewLikesCount, useUnreadCount } from '../hooks/use-attention-count';
import { useCurrentUser, useLogout } from '../hooks/use-session';
import { BackButton } from '../pwa/back-button';
import { isAtOrUnder, pathFor, type RouteName } from '../route-table';
import { AppNavbar, NavbarSelect } from './app-navbar';
import { Brand } from './brand';
import { LanguageDropdown } from './language-dropdown';
import { LazyNavDropdown } from './lazy-nav-dropdown';
import { NavBadge } from './nav-badge';
import { NavbarMenu } from './navbar-menu';

/** SPEC §2 top navigation: language and login for visitors, the members area for members. */
export function TopNav() {
  const { data: user, isPending } = useCurrentUser();
  return (
    // A visitor's two items always fit on one line. A member's menu folds away below 992 px; below
    // 768 px the tab bar (tab-bar.tsx) carries its links and the rest stays on the bar (app-member-nav).
    <AppNavbar className={`border-bottom shadow-sm bg-white sticky-top${user ? ' app-member-nav' : ''}`} expand={user ? 'lg' : true}>
      <Container>
        <div className="d-flex align-items-center app-nav-start">
          <BackButton />
          <Brand />
        </div>
        {user ? (
          <MemberMenu user={user} />
        ) : (
          // Taken over in a turn of its own, as the member's menu is (app/take-over.tsx).
          <TakeOverInTurn>
            <VisitorMenu showLogin={!isPending} />
          </TakeOverInTurn>
        )}
      </Container>
    </AppNavbar>
  );
}

function VisitorMenu({ showLogin }: { showLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="ms-auto align-items-center gap-2 flex-row navbar-nav">
      <LanguageDropdown />
      {showLogin && (
        <Link className="btn btn-primary text-nowrap" to={pathFor('login')} data-testid="login-button">
          {t('nav.login')}
        </Link>
      )}
    </div>
  );
}

interface NavItemProps {
  route: RouteName;
  Icon: ComponentType<IconProps>;
  label: string;
  /** The label on a phone's top bar, where the room is short. */
  shortLabel?: string;
  /** The count next to the label; undefined shows none (or 0 for the credits). */
  badge?: number;
  badgeBg?: string;
  className?: string;
  /** The page shown is this item's or one under it. */
  current: boolean;
}

/** A plain link (AppLink) marked as NavLink marks it: the menu reads the address once for all of them. */
function NavItem({ route, Icon, label, shortLabel, badge, badgeBg, className, current }: NavItemProps) {
  const path = pathFor(route);
  const select = useContext(NavbarSelect);
  return (
    <AppLink
      to={path}
      className={`d-flex align-items-center gap-2 text-nowrap ${className ?? ''} nav-link${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => select?.(path, event)}
    >
      <Icon aria-hidden="true" />
      {shortLabel ? (
        <>
          <span className="d-none d-md-inline">{label}</span>
          <span className="d-md-none">{shortLabel}</span>
        </>
      ) : (
        <span>{label}</span>
      )}
      <NavBadge count={badge} bg={badgeBg} />
    </AppLink>
  );
}

function MemberMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const creditVariant = creditBadgeVariant(user.credits);
  const newLikes = useNewLikesCount();
  const unread = useUnreadCount();
  const { pathname } = useLocation();
  const item = (route: RouteName) => ({ route, current: isAtOrUnder(pathname, pathFor(route)) });
  return (
    <>
      <NavbarToggle aria-controls="member-menu" aria-label={t('nav.menu')} className="position-relative">
        <span className="navbar-toggler-icon" />
        {/* Folded away, the menu still tells that new likes wait. */}
        {newLikes + unread > 0 && (
          <span className="position-absolute top-0 start-100 translate-middle p-1 bg-primary border border-light rounded-circle" data-testid="menu-dot">
            <span className="visually-hidden">{t('chats.waiting', { count: newLikes + unread })}</span>
          </span>
        )}
      </NavbarToggle>
      {/* Its links, language and account menu are taken over in a turn of their own (app/take-over.tsx). */}
      <TakeOverInTurn>
        <NavbarMenu id="member-menu">
          <div className="me-auto ms-lg-3 navbar-nav">
            <NavItem {...item('members')} Icon={Search} label={t('nav.search_members')} className="app-tabbed" />
            <NavItem {...item('chats')} Icon={ChatDots} label={t('nav.messages')} badge={unread > 0 ? unread : undefined} badgeBg="unread" className="app-tabbed" />
            <NavItem {...item('likes')} Icon={Heart} label={t('nav.likes')} badge={newLikes > 0 ? newLikes : undefined} className="app-tabbed" />
            {user.paid_user ? (
              <NavItem
                {...item('credits')}
                Icon={Coin}
                label={t('nav.credits')}
                badge={creditVariant && user.credits}
                badgeBg={creditVariant}
              />
            ) : (
              <NavItem
                {...item('premium')}
                Icon={Gem}
                label={t('nav.get_premium')}
                shortLabel={t('nav.premium')}
                className="fw-semibold text-primary"
              />
            )}
          </div>
          <div className="align-items-lg-center app-member-menu-end navbar-nav">
            <LanguageDropdown />
            <AccountDropdown name={user.profile.name} />
          </div>
        </NavbarMenu>
      </TakeOverInTurn>
    </>
  );
}

function AccountDropdown({ name }: { name: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <LazyNavDropdown
      id="account-dropdown"
      align="end"
      data-testid="account-dropdown"
      title={
        <span className="d-inline-flex align-items-center gap-2">
          <PersonCircle aria-hidden="true" size={20} />
          <span className="d-inline-block text-truncate align-bottom app-account-name">{name}</span>
        </span>
      }
    >
      <DropdownItem as={Link} to={pathFor('profile')} eventKey={pathFor('profile')}>
        {t('nav.my_profile')}
      </DropdownItem>
      <DropdownItem as={Link} to={pathFor('settings')} eventKey={pathFor('settings')}>
        {t('nav.settings')}
      </DropdownItem>
      <DropdownDivider />
      <DropdownItem as="button" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
        {t('nav.logout')}
      </DropdownItem>
    </LazyNavDropdown>
  );
}
