import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';

/** The library knows mostly American providers; these are the big ones of the site's 11 languages. */
const EUROPEAN_DOMAINS = [
  'hotmail.com', 'outlook.com', 'live.com', 'yahoo.com', 'gmx.de', 'gmx.net', 'gmx.at', 't-online.de',
  'hotmail.nl', 'live.nl', 'ziggo.nl', 'kpnmail.nl', 'telenet.be', 'skynet.be', 'orange.fr', 'free.fr',
  'laposte.net', 'hotmail.fr', 'libero.it', 'virgilio.it', 'hotmail.it', 'wp.pl', 'onet.pl', 'o2.pl',
  'interia.pl', 'bluewin.ch', 'hotmail.es', 'telefonica.net', 'online.no', 'hotmail.se', 'telia.com',
  'hotmail.dk', 'jubii.dk', 'suomi24.fi',
];
const DOMAINS = [...new Set([...POPULAR_DOMAINS, ...EUROPEAN_DOMAINS])];

/** SPEC §5 'did you mean': the address with a well-known domain it was probably meant to have. */
export function emailSuggestion(email: string): string | undefined {
  const typed = email.trim().toLowerCase();
  const suggestion = run({ email: typed, domains: DOMAINS })?.full;
  return suggestion && suggestion !== typed ? suggestion : undefined;
}
