import { describe, expect, it } from 'vitest';
import { exportUrl, money, parseMoney } from './money-api';

describe('money in the back office', () => {
  it('reads amounts as staff type them, in cents, and refuses anything else', () => {
    expect(parseMoney('14.99')).toBe(1499);
    expect(parseMoney('14,9')).toBe(1490);
    expect(parseMoney(' 7 ')).toBe(700);
    expect(parseMoney('0.05')).toBe(5);
    for (const text of ['', '-1', '1.999', '€5', '1e3', '12 34']) expect(parseMoney(text), text).toBeNull();
  });

  it('writes money the English way and links the server-side CSV with the report’s filters', () => {
    expect(money(1499, 'EUR')).toBe('€14.99');
    expect(money(135900, 'SEK').replace('\u00a0', ' ')).toBe('SEK 1,359.00');
    expect(exportUrl({ from: '2031-03-10', to: '2031-03-12', tracking: 'ref', siteId: 2 }, 'tracking')).toBe(
      '/api/admin/reports/export.csv?table=tracking&from=2031-03-10&to=2031-03-12&tracking=ref&siteId=2',
    );
  });
});
