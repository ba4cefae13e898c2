import type { ScamSignal } from '@app/core';
import { distance } from 'fastest-levenshtein';
import { isValidIBAN } from 'ibantools';
import { type CountryCode, findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js';
import LinkifyIt from 'linkify-it';

/** Links with or without a scheme ("mysite.com"), and e-mail addresses, as a chat would linkify them. */
const linkify = new LinkifyIt();

/**
 * Crypto currency addresses: Bitcoin (bech32 and base58), Litecoin, Ethereum and its chains, Tron.
 * A base58 run must hold a digit too, so a long word is not taken for one.
 */
const CRYPTO_ADDRESSES = [
  /\b(?:bc|ltc|tb)1[02-9ac-hj-np-z]{11,71}\b/i,
  /\b0x[0-9a-f]{40}\b/i,
  /\b[13LMT][1-9A-HJ-NP-Za-km-z]{25,34}\b/,
];
const hasDigit = /\d/;

/** IBANs are 15 to 34 characters; members write them with spaces, dashes or dots between groups. */
const IBAN_LENGTHS = { min: 15, max: 34 };

function hasIban(text: string): boolean {
  const compact = text.toUpperCase().replace(/[\s.-]+/g, '');
  for (const start of compact.matchAll(/[A-Z]{2}\d{2}/g)) {
    for (let length = IBAN_LENGTHS.min; length <= IBAN_LENGTHS.max; length++) {
      // isValidIBAN checks the country's length and format and the check digits.
      if (isValidIBAN(compact.slice(start.index, start.index + length))) return true;
    }
  }
  return false;
}

function hasCryptoAddress(text: string): boolean {
  return CRYPTO_ADDRESSES.some((pattern) => {
    const found = pattern.exec(text);
    return found !== null && hasDigit.test(found[0]);
  });
}

/**
 * The ways out of the paid chat a text holds: a link, an e-mail address, a phone number (read as
 * the site's first country writes them, and in international form), an IBAN or a crypto address.
 */
export function contactSignals(text: string, siteCountry: string | undefined): ScamSignal[] {
  const signals = new Set<ScamSignal>();
  for (const link of linkify.match(text) ?? []) signals.add(link.schema === 'mailto:' ? 'email' : 'link');
  const defaultCountry = siteCountry && isSupportedCountry(siteCountry) ? (siteCountry as CountryCode) : undefined;
  if (findPhoneNumbersInText(text, { defaultCountry }).length > 0) signals.add('phone');
  if (hasIban(text)) signals.add('iban');
  if (hasCryptoAddress(text)) signals.add('crypto');
  return [...signals];
}

/** A text as compared for "the same": case, accents, punctuation and spacing left out. */
export function comparableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 1 for the same comparable text, less the more edits it takes to make one of the other. */
export function textSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}
