/** The error and those it wraps: Drizzle wraps the driver's error in `cause`; a few levels are plenty. */
function errorChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth++) {
    chain.push(current as { code?: unknown; message?: unknown; cause?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** True when the database answered with this SQLSTATE, whichever driver wrapped the error. */
export function hasErrorCode(error: unknown, sqlState: string): boolean {
  return errorChain(error).some(({ code }) => code === sqlState);
}

/** True when a write broke a unique index (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, '23505');
}

/**
 * PostgreSQL's "the server ended this session" (57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now) and class 08 (connection exception), and the socket's own errors.
 */
const CONNECTION_LOST_CODES = /^(57P0[123]|08...|ECONNRESET|ECONNREFUSED|EPIPE)$/;
/** What node-postgres says when the socket closed under a query, or a later query meets the dead client. */
const CONNECTION_LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * True when the database connection was lost (a restart, a failover, an administrator ending the
 * session): the request may succeed if tried again, on a new connection.
 */
export function isConnectionLost(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && CONNECTION_LOST_CODES.test(code)) ||
      (typeof message === 'string' && CONNECTION_LOST_MESSAGES.has(message)),
  );
}
