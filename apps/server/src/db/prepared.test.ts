import { describe, expect, it } from 'vitest';
import { prepared } from './prepared';

describe('prepared', () => {
  it('refuses a second statement under a name already given', () => {
    const query = () => ({ prepare: (name: string) => name });
    prepared('prepared_test_name', query);
    expect(() => prepared('prepared_test_name', query)).toThrow(/Two prepared statements are named prepared_test_name/);
  });
});
