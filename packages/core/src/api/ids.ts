import { z } from 'zod';

/**
 * Every id is a PostgreSQL `integer` (int4): a larger number names no row, and the database would
 * refuse to compare with it, so the contract refuses it first.
 */
export const ID_MAX = 2 ** 31 - 1;

/** A row id in a JSON body or answer. */
export const Id = z.number().int().positive().max(ID_MAX, 'invalid');

/** A row id in a URL (query or path), where it arrives as text. */
export const IdParam = z.coerce.number().int().positive().max(ID_MAX, 'invalid');
