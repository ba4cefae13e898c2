import { describe, expect, it } from 'vitest';
import { emailSuggestion } from './email-suggestion';

describe('did-you-mean hint (SPEC §5)', () => {
  it('suggests the well-known domain a typo was meant to be', () => {
    expect(emailSuggestion('john@gmial.com')).toBe('john@gmail.com');
    expect(emailSuggestion('john@hotmial.com')).toBe('john@hotmail.com');
    expect(emailSuggestion('John@Gmail.con ')).toBe('john@gmail.com');
    expect(emailSuggestion('jan@ziggo.ml')).toBe('jan@ziggo.nl');
  });

  it('leaves correct and unknown domains alone', () => {
    expect(emailSuggestion('john@gmail.com')).toBeUndefined();
    expect(emailSuggestion('jan@hotmail.nl')).toBeUndefined();
    expect(emailSuggestion('info@company.nl')).toBeUndefined();
    expect(emailSuggestion('not an address')).toBeUndefined();
  });
});
