/** The longest IBAN there is (ISO 13616). */
const IBAN_MAX = 34;

/** 'nl91abna 04171643 00' → 'NL91 ABNA 0417 1643 00': the way an IBAN is printed and read aloud. */
export function formatIban(value: string): string {
  return value
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, IBAN_MAX)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Where the caret belongs in the formatted IBAN: after as many letters and digits as were before
 * it in what was typed, so typing or deleting in the middle does not throw it to the end.
 */
export function caretInFormatted(typed: string, caret: number): number {
  const before = typed.slice(0, caret).replace(/[^0-9a-z]/gi, '').length;
  return before === 0 ? 0 : before + Math.floor((before - 1) / 4);
}
