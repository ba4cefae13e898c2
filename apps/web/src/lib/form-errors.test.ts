import { LoginBody } from '@app/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formErrorsOf } from './form-errors';

describe('formErrorsOf', () => {
  it('puts a zod check’s broken rules at their fields, known without instanceof', () => {
    const failed = LoginBody.safeParse({ email: 'not an address', password: '' });
    expect(failed.success).toBe(false);
    expect(Object.keys(formErrorsOf(failed.error).fields).sort()).toEqual(['email', 'password']);
  });

  it('puts an API error about a field at that field, and anything else above the form', () => {
    const taken = new ApiError(409, 'email_taken', 'taken');
    expect(formErrorsOf(taken, { email_taken: 'email' })).toEqual({ fields: { email: 'email_taken' } });
    const failing = new Error('boom');
    expect(formErrorsOf(failing)).toEqual({ fields: {}, form: failing });
  });
});
