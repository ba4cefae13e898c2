/**
 * Where the browser loads a photo: the URL the API gave, behind the site's CDN prefix when the
 * operator set one (SPEC §3 cdn_prefix). Absolute URLs are used as they are.
 */
export function photoSrc(url: string, cdnPrefix = ''): string {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  return `${cdnPrefix.replace(/\/+$/, '')}${url}`;
}
