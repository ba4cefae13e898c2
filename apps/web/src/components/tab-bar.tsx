import type { ComponentType } from 'react';
import { ChatDots, Fire, Heart, type IconProps, PersonCircle, Search } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../app/app-link';
import { useNewLikesCount, useUnreadCount } from '../hooks/use-attention-count';
import { useCurrentUser } from '../hooks/use-session';
import { isAtOrUnder, pathFor, type RouteName } from '../route-table';
import { NavBadge } from './nav-badge';

const TAB_ROUTES = ['members', 'swipe-game', 'chats', 'likes', 'profile'] as const satisfies readonly RouteName[];
type TabRoute = (typeof TAB_ROUTES)[number];

/**
 * The tab of the page shown: the one whose pages it is under (a member's profile under Search),
 * except the member's own profile as others see it, which is Profile's.
 */
export function currentTab(pathname: string, ownId: number): TabRoute | undefined {
  if (pathname === pathFor('members-id', { id: String(ownId) })) return 'profile';
  return TAB_ROUTES.find((route) => isAtOrUnder(pathname, pathFor(route)));
}

interface TabProps {
  route: TabRoute;
  current: boolean;
  Icon: ComponentType<IconProps>;
  label: string;
  /** The count on the icon; 0 shows none. */
  badge?: number;
  badgeBg?: string;
}

function Tab({ route, current, Icon, label, badge = 0, badgeBg }: TabProps) {
  return (
    <AppLink to={pathFor(route)} className={`app-tab${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined} data-testid={`tab-${route}`}>
      <span className="app-tab-icon">
        <Icon aria-hidden="true" size={22} />
        <NavBadge count={badge > 0 ? badge : undefined} bg={badgeBg} />
      </span>
      <span className="app-tab-label">{label}</span>
    </AppLink>
  );
}

/**
 * A phone's main destinations at the bottom of the screen, where the thumb is (issue 21), instead
 * of behind the menu button: members only, below md (the top navigation carries them from there).
 * The counts are the top navigation's. The chat layout has none: a conversation takes the screen.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const newLikes = useNewLikesCount();
  const unread = useUnreadCount();
  const { pathname } = useLocation();
  if (!user) return null;
  const shown = currentTab(pathname, user.id);
  const tab = (route: TabRoute) => ({ route, current: route === shown });
  return (
    <nav className="app-tabbar d-md-none" aria-label={t('nav.tabs')} data-testid="tab-bar">
      <Tab {...tab('members')} Icon={Search} label={t('nav.tab_search')} />
      <Tab {...tab('swipe-game')} Icon={Fire} label={t('nav.tab_swipe')} />
      <Tab {...tab('chats')} Icon={ChatDots} label={t('nav.messages')} badge={unread} badgeBg="unread" />
      <Tab {...tab('likes')} Icon={Heart} label={t('nav.likes')} badge={newLikes} />
      <Tab {...tab('profile')} Icon={PersonCircle} label={t('nav.tab_profile')} />
    </nav>
  );
}
