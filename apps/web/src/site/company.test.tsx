// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../i18n/shared/de.json';
import { initEnglish } from '../test/i18n';
import { useTradenamesNotice, vatNumberFor } from './company';

beforeAll(async () => {
  await initEnglish();
  i18next.addResourceBundle('de', 'translation', de);
});

const notice = (tradenames: string[]) =>
  renderHook(() => useTradenamesNotice({ name: 'Rainbow Media B.V.', tradenames })).result.current;

describe('useTradenamesNotice', () => {
  it('names the trade names and the company behind them, in the interface language', async () => {
    expect(notice(['Rainbow Date'])).toBe('Rainbow Date is a trade name of Rainbow Media B.V.');
    expect(notice(['Rainbow Date', 'Sie & Sie'])).toBe('Rainbow Date and Sie & Sie are trade names of Rainbow Media B.V.');
    await i18next.changeLanguage('de');
    expect(notice(['Rainbow Date', 'Sie & Sie'])).toBe('Rainbow Date und Sie & Sie sind Handelsnamen der Rainbow Media B.V.');
    await i18next.changeLanguage('en');
  });

  it('says nothing for a company that trades under its own name only', () => {
    expect(notice([])).toBeNull();
    expect(renderHook(() => useTradenamesNotice(undefined)).result.current).toBeNull();
  });
});

describe('vatNumberFor', () => {
  const company = { country: 'NL', vat_numbers: { NL: 'NL123456789B01', DE: 'DE298765432' } };

  it("is the seller's number in the buyer's country, else the one of its home country", () => {
    expect(vatNumberFor(company, 'DE')).toBe('DE298765432');
    expect(vatNumberFor(company, 'NL')).toBe('NL123456789B01');
    expect(vatNumberFor(company, 'AT')).toBe('NL123456789B01');
    expect(vatNumberFor({ country: 'NL', vat_numbers: {} }, 'DE')).toBeUndefined();
  });
});
