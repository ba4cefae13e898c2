/**
 * The installed app (SPEC §1): what the web build generates and the server's manifest names. This
 * file has no imports so the build tooling (apps/web/scripts) can load it before anything is built.
 */

/** SPEC §9 primary colour: the browser's toolbar and the installed app's title bar. */
export const PWA_THEME_COLOR = '#d50918';
/** The page background (Bootstrap's body colour): the splash screen while the app starts. */
export const PWA_BACKGROUND_COLOR = '#ffffff';

export interface AppIcon {
  /** Site-root path of the PNG the web build writes. */
  src: string;
  size: number;
  /** 'any' has its own rounded shape; 'maskable' fills the square so the platform can cut its own shape. */
  purpose: 'any' | 'maskable';
}

/** The icons of the web app manifest. */
export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores the manifest's icons and rounds the corners itself, so this one is full-bleed. */
export const APPLE_TOUCH_ICON: AppIcon = { src: '/icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };

/** Notifications: the picture beside the text, and the monochrome badge (only its alpha is used) in status bars. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = { src: '/icons/badge-96.png', size: 96 } as const;

/** Every PNG the installed app and its notifications use, by site-root path. */
export const APP_ICON_PATHS: readonly string[] = [...APP_ICONS, APPLE_TOUCH_ICON].map((icon) => icon.src).concat(NOTIFICATION_BADGE.src);
export const FAVICON_PATH = '/favicon.svg';

/** The page the service worker shows for a navigation while the network is unreachable. */
export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_STYLE = '/offline.css';
/**
 * The files the server answers in each site's primary colour (issue 21) rather than as built: one
 * URL, a different answer per site and whenever its operator changes the colour.
 */
export const SITE_COLOURED_FILES: readonly string[] = [FAVICON_PATH, OFFLINE_PAGE, OFFLINE_STYLE, ...APP_ICON_PATHS];
export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
