import type { FastifyRequest } from 'fastify';

/**
 * Scheme and host for links in mails: PUBLIC_URL when set, else the request's own. The Host header
 * is the sender's to choose, so its name is used only when it names the request's site; otherwise
 * a reset link could be made to point at a stranger's server (password-reset poisoning) and the
 * site's own domain is used, on the request's port (a developer at 127.0.0.1:3000 still gets
 * working links).
 */
export function linkOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const namesSite = request.hostname.toLowerCase().replace(/^www\./, '') === request.site.domain;
  const host = namesSite ? request.host : `${request.site.domain}${request.port ? `:${request.port}` : ''}`;
  return `${request.protocol}://${host}`;
}
