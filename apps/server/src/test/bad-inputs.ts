import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { uniqueEmail } from './accounts';

/**
 * Input that a contract must refuse with a 4xx, built from the contract itself: a sample that
 * passes its schema, then that sample with one value at a time made bad.
 */

/** Past PostgreSQL's int4 (2^31 − 1), yet exact in JavaScript. */
export const HUGE_IDS = [2 ** 31, Number.MAX_SAFE_INTEGER] as const;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
}

export type Path = (string | number)[];
export interface Mutation {
  path: Path;
  value: unknown;
}

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
}

const OMITTED = Symbol('omitted');

/**
 * Text by field name that a schema cannot tell but the service checks, so a probe gets past it to
 * the value it is about (an enum takes it when it is one of its values); OMITTED leaves out a
 * field that would take another path.
 */
const NAMED_SAMPLES: Record<string, string | typeof OMITTED> = {
  region: 'Noord-Holland',
  countryregion: 'Noord-Holland',
  bundle_id: 'starter',
  iban: 'NL91ABNA0417164300',
  mobile: '+31612345678',
  gift_id: 'rose',
  page: 'member-landing',
  welcome: OMITTED,
};
const PATTERN_CANDIDATES = ['NL', '123456', 'rose', 'starter'];

function sampleString(schema: JsonSchema, name: string): string {
  // Not the walking member's own: a probe that slips through must not delete the account.
  if (/password/.test(name)) return 'walking past the gate';
  switch (schema.format) {
    case 'email':
      return uniqueEmail('walk');
    case 'uuid':
      return randomUUID();
    case 'uri':
      return 'https://push.example.test/endpoint';
    case 'date':
      return '1990-05-17';
    case 'date-time':
      return new Date().toISOString();
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 10));
}

/** The choices of a union, null last, so a sample is the richest shape. */
function options(schema: JsonSchema): JsonSchema[] {
  const union = schema.oneOf ?? schema.anyOf ?? [];
  return [...union].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

export function sample(schema: JsonSchema, name = ''): unknown {
  const named = NAMED_SAMPLES[name];
  if (named === OMITTED) return OMITTED;
  if ('const' in schema) return schema.const;
  if (schema.enum) return named !== undefined && schema.enum.includes(named) ? named : schema.enum[0];
  const union = options(schema);
  if (union.length > 0) return sample(union[0]!, name);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([key, value]) => [key, sample(value, key)])
          .filter(([, value]) => value !== OMITTED),
      );
    case 'array':
      return schema.items ? [sample(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return named ?? sampleString(schema, name);
  }
}

/** A body's shapes: each top-level choice (a discriminated union's kinds), else the schema itself. */
export function shapes(schema: JsonSchema): JsonSchema[] {
  const union = options(schema).filter((option) => option.type !== 'null');
  return union.length > 0 ? union : [schema];
}

/** Each value of the sample, one at a time: too big an id, a NUL in text, the wrong type. */
export function mutations(schema: JsonSchema, value: unknown, path: Path = []): Mutation[] {
  if ('const' in schema || schema.enum) return [{ path, value: `${String(value)}\u0000` }, { path, value: 7 }];
  // The sample took a union's first choice (null last): so do its mutations.
  const union = options(schema);
  if (union.length > 0) return mutations(union[0]!, value, path);
  switch (typeOf(schema)) {
    case 'object': {
      const record = value as Record<string, unknown>;
      return [
        { path, value: 'x' },
        ...Object.entries(schema.properties ?? {})
          .filter(([key]) => key in record)
          .flatMap(([key, property]) => mutations(property, record[key], [...path, key])),
      ];
    }
    case 'array':
      return [
        { path, value: 'x' },
        ...(schema.items ? mutations(schema.items, (value as unknown[])[0], [...path, 0]) : []),
      ];
    case 'integer':
    case 'number':
      return [...HUGE_IDS.map((id) => ({ path, value: id })), { path, value: 'abc' }];
    case 'boolean':
      return [{ path, value: 'yes' }];
    default:
      return [{ path, value: `${String(value)}\u0000` }, { path, value: 7 }];
  }
}

export function mutated(value: unknown, { path, value: replacement }: Mutation): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}
