import { PersonFill } from 'react-bootstrap-icons';
import { useSettings } from '../site/api';
import { photoSrc } from '../lib/photos';

interface ProfilePhotoProps {
  /** The URL the API gave; null shows the neutral placeholder. */
  url: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * Lazy below the fold (lists); eager, and fetched ahead of scripts, for the photos a page opens
   * with (the one it is about, a grid's first rows): the largest of them is the page's LCP.
   */
  eager?: boolean;
}

/** A member's photo filling its box (object-fit: cover), or a neutral silhouette without one. */
export function ProfilePhoto({ url, alt, className = '', eager }: ProfilePhotoProps) {
  const settings = useSettings();
  if (!url) {
    return (
      <div className={`app-photo-placeholder ${className}`} role="img" aria-label={alt}>
        <PersonFill aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      className={`app-photo ${className}`}
      src={photoSrc(url, settings?.cdn_prefix)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
