import type { ComponentType } from 'react';
import { ChatDots, Fire, Heart, type IconProps, PersonCircle, Search } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useNewLikesCount, useUnreadCount } from '../hooks/use-attention-count';
import { useCurrentUser } from '../hooks/use-session';
import { pathFor, type RouteName } from '../route-table';
import { NavBadge } from './nav-badge';

interface TabProps {
  route: RouteName;
  Icon: ComponentType<IconProps>;
  label: string;
  /** The count on the icon; 0 shows none. */
  badge?: number;
  badgeBg?: string;
}

function Tab({ route, Icon, label, badge = 0, badgeBg }: TabProps) {
  // NavLink marks the tab of the page shown (aria-current="page"), a member's profile under Search included.
  return (
    <NavLink to={pathFor(route)} className="app-tab" data-testid={`tab-${route}`}>
      <span className="app-tab-icon">
        <Icon aria-hidden="true" size={22} />
        <NavBadge count={badge > 0 ? badge : undefined} bg={badgeBg} />
      </span>
      <span className="app-tab-label">{label}</span>
    </NavLink>
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
  if (!user) return null;
  return (
    <nav className="app-tabbar d-md-none" aria-label={t('nav.tabs')} data-testid="tab-bar">
      <Tab route="members" Icon={Search} label={t('nav.tab_search')} />
      <Tab route="swipe-game" Icon={Fire} label={t('nav.tab_swipe')} />
      <Tab route="chats" Icon={ChatDots} label={t('nav.messages')} badge={unread} badgeBg="unread" />
      <Tab route="likes" Icon={Heart} label={t('nav.likes')} badge={newLikes} />
      <Tab route="profile" Icon={PersonCircle} label={t('nav.tab_profile')} />
    </nav>
  );
}
