import type { SiteRow } from './site-row';

/** Scheme, host and port of a site, for every absolute URL the server writes for it. */
export type SiteOrigin = (site: Pick<SiteRow, 'domain' | 'isDefault'>) => string;

export interface SiteOriginConfig {
  /** PUBLIC_URL: the default site's address when it is not https://<its domain> (e.g. another port or a staging host). */
  publicUrl: string | undefined;
  /** The port this server listens on (PORT, or the one the OS gave for PORT=0). */
  port: () => number;
}

/** RFC 6761's loopback names; the demo sites are `localhost` and `she.localhost`. */
const isLoopback = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

/**
 * A site's origin from configuration alone, never from the request: Host and X-Forwarded-Host are
 * the sender's to write, and a reset link built from them (`Host: localhost:3000@evil.example`)
 * mailed the token to a stranger's server; robots.txt and sitemap.xml, cached publicly, spread it.
 *
 * PUBLIC_URL belongs to the default site only: another site's tokens do not work on the default
 * site's host. Every other site is served over TLS at its own domain, except loopback domains,
 * which only a developer's machine or a test reaches: plain http on this server's own port, so
 * `npm start` and the browser tests (on a random port) still get working links.
 */
export function siteOrigin({ publicUrl, port }: SiteOriginConfig): SiteOrigin {
  const published = publicUrl?.replace(/\/+$/, '');
  return (site) => {
    if (site.isDefault && published) return published;
    return isLoopback(site.domain) ? `http://${site.domain}:${port()}` : `https://${site.domain}`;
  };
}
