import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Properties of database errors that carry the values of a row or query: password hashes, e-mail
 * and IP addresses. PostgreSQL's `detail` repeats the row ("Failing row contains (…)", "Key
 * (email)=(…)"); the rest of the error (code, constraint, table, column) still says what broke.
 */
const VALUE_KEYS = ['params', 'detail'] as const;

/** A copy of the error (and of its causes) without the values a failed query carried. */
function withoutValues(error: Error, depth = 0): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  // Drizzle writes every parameter into its message, and so into the stack.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  copy.message = message;
  copy.stack = error.stack?.replace(error.message, message);
  for (const key of VALUE_KEYS) delete (copy as unknown as Record<string, unknown>)[key];
  if (error.cause instanceof Error && depth < 5) copy.cause = withoutValues(error.cause, depth + 1);
  return copy;
}

/** The logger's `err` serializer: pino's own, after taking the query values out. */
export function serializeError(error: unknown) {
  return stdSerializers.err(error instanceof Error ? withoutValues(error) : (error as Error));
}

/** The app's logger options with that serializer; every `{ err }` logged anywhere goes through it. */
export function withErrorSerializer(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}
