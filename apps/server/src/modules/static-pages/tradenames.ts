import type { Locale } from '@app/core';

type Sentence = (names: string, company: string) => string;

/** "Rainbow Date is a trade name of Rainbow Media B.V.", for one trade name and for several. */
const SENTENCES: Record<Locale, { one: Sentence; other: Sentence }> = {
  da: { one: (n, c) => `${n} er et binavn for ${c}.`, other: (n, c) => `${n} er binavne for ${c}.` },
  de: { one: (n, c) => `${n} ist ein Handelsname der ${c}.`, other: (n, c) => `${n} sind Handelsnamen der ${c}.` },
  en: { one: (n, c) => `${n} is a trade name of ${c}.`, other: (n, c) => `${n} are trade names of ${c}.` },
  es: { one: (n, c) => `${n} es un nombre comercial de ${c}.`, other: (n, c) => `${n} son nombres comerciales de ${c}.` },
  fi: { one: (n, c) => `${n} on yrityksen ${c} aputoiminimi.`, other: (n, c) => `${n} ovat yrityksen ${c} aputoiminimiä.` },
  fr: { one: (n, c) => `${n} est un nom commercial de ${c}.`, other: (n, c) => `${n} sont des noms commerciaux de ${c}.` },
  it: { one: (n, c) => `${n} è un nome commerciale di ${c}.`, other: (n, c) => `${n} sono nomi commerciali di ${c}.` },
  nb: { one: (n, c) => `${n} er et forretningsnavn for ${c}.`, other: (n, c) => `${n} er forretningsnavn for ${c}.` },
  nl: { one: (n, c) => `${n} is een handelsnaam van ${c}.`, other: (n, c) => `${n} zijn handelsnamen van ${c}.` },
  pl: { one: (n, c) => `${n} to nazwa handlowa spółki ${c}.`, other: (n, c) => `${n} to nazwy handlowe spółki ${c}.` },
  sv: { one: (n, c) => `${n} är en bifirma till ${c}.`, other: (n, c) => `${n} är bifirmor till ${c}.` },
};

/**
 * The legal pages' `{tradenames}`: who stands behind the site's name, as the web app's footer and
 * receipts say it. Empty for a company that trades under its own name only.
 */
export function tradenamesSentence(tradenames: readonly string[], company: string, lang: Locale): string {
  if (tradenames.length === 0) return '';
  const names = new Intl.ListFormat(lang, { type: 'conjunction' }).format(tradenames);
  const sentence = SENTENCES[lang][tradenames.length === 1 ? 'one' : 'other'](names, company);
  // "… of Rainbow Media B.V.": the name's own full stop ends the sentence.
  return sentence.replace(/\.\.$/, '.');
}
