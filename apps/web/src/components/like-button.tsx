import type { ProfileCard } from '@app/core';
import { Heart, HeartFill } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { useLike } from '../hooks/use-like';
import { useCurrentUser } from '../hooks/use-session';
import { useOpenSignup } from '../hooks/use-signup-modal';

interface LikeButtonProps {
  profile: ProfileCard;
  /** 'icon': the round heart on a card; 'full': a labelled button (profile page). */
  variant?: 'icon' | 'full';
  className?: string;
}

/** Like / Liked. A visitor is asked to sign up first (SPEC §6: login is required to like). */
export function LikeButton({ profile, variant = 'icon', className = '' }: LikeButtonProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const openSignup = useOpenSignup();
  const like = useLike();
  const liked = profile.liked;
  const onClick = () => {
    if (!user) return openSignup();
    like.mutate({ profile, like: !liked });
  };
  const label = liked ? t('likes.unlike_name', { name: profile.name }) : t('likes.like_name', { name: profile.name });
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={`app-like-button btn rounded-circle shadow-sm ${liked ? 'btn-primary' : 'btn-light text-primary'} ${className}`}
        aria-pressed={liked}
        aria-label={label}
        title={label}
        disabled={like.isPending}
        onClick={onClick}
        data-testid="like-button"
      >
        {liked ? <HeartFill aria-hidden="true" /> : <Heart aria-hidden="true" />}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn ${liked ? 'btn-primary' : 'btn-outline-primary'} d-inline-flex align-items-center gap-2 ${className}`}
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={onClick}
      data-testid="like-button"
    >
      {liked ? <HeartFill aria-hidden="true" /> : <Heart aria-hidden="true" />}
      {liked ? t('likes.liked') : t('likes.like')}
    </button>
  );
}
