import { Robot } from 'react-bootstrap-icons';

// The badge itself, apart from the app's settings and i18next (fictional-badge.tsx): the landers
// show it too, and their bundle must not carry the app's query client and contract.
interface FictionalBadgeProps {
  /** The site's word for such profiles in the visitor's language (fictional_singular or fictional_plural). */
  label: string;
  /** The site's fictional_icon setting: the label always shows, the icon where the site wants it. */
  icon: boolean;
  /** The site's warning, shown on hover. */
  title?: string;
  size?: number;
  className?: string;
}

/**
 * SPEC §1: a fictional profile is marked wherever it is shown, with a label a member can read (not
 * only a screen reader), in the app and on the landers alike.
 */
export function FictionalBadge({ label, icon, title, size = 14, className = '' }: FictionalBadgeProps) {
  return (
    <span
      className={`app-fictional-badge badge rounded-pill text-bg-info d-inline-flex align-items-center gap-1 fw-normal ${className}`}
      title={title || label}
      data-testid="fictional-badge"
    >
      {icon && <Robot size={size} aria-hidden="true" data-testid="fictional-icon" />}
      <span>{label}</span>
    </span>
  );
}
