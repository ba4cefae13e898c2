import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../../components/form-field';
import { caretInFormatted, formatIban } from './iban-format';

/** The IBAN, grouped in fours while it is typed, the caret staying where the member left it. */
export function IbanField({ value, onChange, error }: { value: string; onChange: (iban: string) => void; error?: string }) {
  const { t } = useTranslation();
  const caret = useRef<{ input: HTMLInputElement; position: number } | null>(null);

  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input, position } = caret.current;
    caret.current = null;
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }, [value]);

  return (
    <FormField
      id="dd-iban"
      label={t('direct_debit.iban')}
      value={value}
      onChange={(event) => {
        const input = event.target;
        caret.current = { input, position: caretInFormatted(input.value, input.selectionStart ?? input.value.length) };
        onChange(formatIban(input.value));
      }}
      error={error}
      placeholder="NL91 ABNA 0417 1643 00"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      className="font-monospace"
      required
    />
  );
}
