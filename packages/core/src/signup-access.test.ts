import { describe, expect, it } from 'vitest';
import { signupAccess } from './signup-access';

describe('signups mode (SPEC §4)', () => {
  it('lets everyone sign up with "all"', () => {
    expect(signupAccess('all', undefined)).toBe('open');
    expect(signupAccess('all', { network: 'partner' })).toBe('open');
  });

  it('needs a traffic source network with "with_trafficsource"', () => {
    expect(signupAccess('with_trafficsource', undefined)).toBe('invite_only');
    expect(signupAccess('with_trafficsource', { ref: 'x' })).toBe('invite_only');
    expect(signupAccess('with_trafficsource', { network: 'partner' })).toBe('open');
  });

  it('takes a blank network for none', () => {
    expect(signupAccess('with_trafficsource', { network: '' })).toBe('invite_only');
    expect(signupAccess('with_trafficsource', { network: ' \t ' })).toBe('invite_only');
    expect(signupAccess('with_trafficsource', { network: ' partner ' })).toBe('open');
  });

  it('lets nobody sign up with "off"', () => {
    expect(signupAccess('off', undefined)).toBe('closed');
    expect(signupAccess('off', { network: 'partner' })).toBe('closed');
  });
});
