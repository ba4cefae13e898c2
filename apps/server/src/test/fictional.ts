import { type CreateFictionalInput, FictionalCreated } from '@app/core';
import { expect } from 'vitest';
import type { StaffCaller } from './staff';

/**
 * A fictional profile made through the back office by `staff` on the site. By default one the test
 * members (gay men, as accounts.ts signs them up) would look for and be a match for.
 */
export async function createFictional(staff: StaffCaller, siteId: number, fields: Partial<CreateFictionalInput> = {}): Promise<number> {
  const response = await staff('POST', '/api/admin/fictional', {
    siteId,
    name: 'Maarten',
    date_of_birth: '1990-05-06',
    gender: 'male',
    sexuality: 'gay',
    country: 'NL',
    reason: 'A character for the tests',
    ...fields,
  } satisfies CreateFictionalInput);
  expect(response.statusCode, response.body).toBe(200);
  return FictionalCreated.parse(response.json()).id;
}
