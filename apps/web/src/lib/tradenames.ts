/**
 * "Rainbow Date is a trade name of Rainbow Media B.V.": who stands behind the site's name, for the
 * legal block and receipts. Null when the company trades under its own name only. Takes any `t`,
 * so the app (i18next) and the landers (their own) say it alike.
 */
export function tradenamesNotice(
  company: { name: string; tradenames: readonly string[] },
  locale: string | undefined,
  t: (key: string, values: Record<string, string>) => string,
): string | null {
  if (company.tradenames.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(company.tradenames);
  // Two plain texts rather than plural forms: the landers share them and fill only plain arguments.
  const key = company.tradenames.length === 1 ? 'footer.tradename' : 'footer.tradenames';
  // "… of Rainbow Media B.V.": the name's own full stop ends the sentence.
  return t(key, { names, company: company.name }).replace(/\.\.$/, '.');
}
