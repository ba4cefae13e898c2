/** The call controls' icons: inline SVG, so the page downloads no icon font or image. */
const paths = {
  camera: 'M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  mic: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zm-6 9a6 6 0 0 0 12 0M12 18v3',
  next: 'M5 5l8 7-8 7M13 5l6 7-6 7',
} as const;

export function CallIcon({ name, off = false }: { name: keyof typeof paths; off?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="video-icon">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      {off && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
  );
}

/** The visitor in the self-view tile: a neutral silhouette, nobody's real face. */
export function Silhouette() {
  return (
    <svg viewBox="0 0 60 80" aria-hidden="true" focusable="false" className="video-silhouette" preserveAspectRatio="xMidYMax slice">
      <circle cx="30" cy="30" r="13" fill="currentColor" />
      <path d="M6 80c0-16 10.7-27 24-27s24 11 24 27z" fill="currentColor" />
    </svg>
  );
}
