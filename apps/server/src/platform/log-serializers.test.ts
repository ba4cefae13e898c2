import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

/** What PostgreSQL answers to a duplicate e-mail: the row's value is in `detail`. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_site_email"'), {
    code: '23505',
    constraint: 'users_site_email',
    detail: 'Key (site_id, email)=(1, member@example.test) already exists.',
  });
}

describe('the logged error', () => {
  it('keeps the statement and the reason of a failed query, not its values', () => {
    const error = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['member@example.test', '$argon2id$secret'],
      uniqueViolation(),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toMatch(/member@example\.test|argon2id|params/);
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into users (email, password_hash) values ($1, $2)',
      message: expect.stringMatching(/^Failed query: insert into users .*: duplicate key value violates unique constraint/s),
    });
  });

  it('drops the row a database error repeats in its detail, and leaves the error itself alone', () => {
    const error = uniqueViolation();
    expect(serializeError(error)).toMatchObject({ code: '23505', constraint: 'users_site_email' });
    expect(JSON.stringify(serializeError(error))).not.toContain('member@example.test');
    expect(error.detail).toContain('member@example.test');
  });
});
