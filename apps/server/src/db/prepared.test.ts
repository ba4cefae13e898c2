import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { prepared, preparedVariants } from './prepared';

const statementNamed = () => ({ prepare: (name: string) => ({ name }) });

describe('prepared', () => {
  it('refuses a second statement under a name already given', () => {
    prepared('prepared_test_name', statementNamed);
    expect(() => prepared('prepared_test_name', statementNamed)).toThrow(/Two prepared statements are named prepared_test_name/);
  });

  it('prepares each variant once per database handle, under a name of its own', () => {
    const built: string[] = [];
    const variants = preparedVariants('prepared_test_variants', (_db, variant) => {
      built.push(variant);
      return statementNamed();
    });
    const [db, tx] = [{}, {}] as Db[];
    expect(variants(db!, 'a')).toEqual({ name: 'prepared_test_variants:a' });
    expect(variants(db!, 'a')).toBe(variants(db!, 'a'));
    expect(variants(db!, 'b')).toEqual({ name: 'prepared_test_variants:b' });
    expect(variants(tx!, 'a')).not.toBe(variants(db!, 'a'));
    expect(built).toEqual(['a', 'b', 'a']);
  });
});
