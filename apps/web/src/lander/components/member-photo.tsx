import type { LanderMember } from '@app/core';
import { photoSrc } from '../../lib/photos';
import { useLander } from '../lander-context';

interface MemberPhotoProps {
  member: LanderMember;
  /** Which of the member's photos (0 = main). */
  index?: number;
  /** Thumbnails for small tiles, the main size for big ones. */
  size?: 'thumb' | 'main';
  className?: string;
  /** The first screen's photos load at once; the rest when scrolled to. */
  eager?: boolean;
}

export function MemberPhoto({ member, index = 0, size = 'main', className = '', eager = false }: MemberPhotoProps) {
  const { data, t } = useLander();
  const photo = member.photos[index % member.photos.length]!;
  return (
    <img
      className={`lander-photo ${className}`}
      src={photoSrc(size === 'thumb' ? photo.thumb_url : photo.url, data.site.cdn_prefix)}
      alt={t('lander.photo_of', { name: member.name })}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable="false"
    />
  );
}
