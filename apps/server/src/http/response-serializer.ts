import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** What a response schema's JSON Schema may say for the compiled serialiser to write what zod would. */
const PLAIN_KEYWORDS = new Set([
  'type',
  'properties',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'format',
  'pattern',
  'description',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);

/**
 * The schema fast-json-stringify needs to write exactly what zod's encode + JSON.stringify would,
 * or null when it might not. A nullable value (`anyOf: [X, {type: 'null'}]`, `type: [X, 'null']`)
 * becomes X with `nullable: true`, as fast-json-stringify writes a null object as {} otherwise.
 * `required` and `default` are left out: fast-json-stringify writes required fields first (zod
 * keeps the schema's order) and fills in defaults, where zod's encode refuses a missing field.
 * Refused: other unions (fast-json-stringify picks a branch by validating, zod by parsing),
 * references, tuples and intersections.
 */
function plainSchema(schema: JsonSchema): JsonSchema | null {
  const { anyOf, $schema: _dialect, required: _required, default: _default, ...rest } = schema;
  if (anyOf !== undefined) {
    if (Object.keys(rest).length > 0 || !Array.isArray(anyOf) || anyOf.length !== 2) return null;
    const branches = anyOf as JsonSchema[];
    const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (nullAt === -1) return null;
    const plain = plainSchema(branches[1 - nullAt]!);
    return plain && { ...plain, nullable: true };
  }
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(rest)) {
    if (!PLAIN_KEYWORDS.has(keyword)) return null;
    if (keyword === 'type' && Array.isArray(value)) {
      const types = value.filter((type) => type !== 'null');
      if (value.length !== 2 || types.length !== 1) return null;
      result.type = types[0];
      result.nullable = true;
    } else if (keyword === 'type' && typeof value !== 'string') {
      return null;
    } else if (keyword === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as Record<string, JsonSchema>)) {
        const plain = plainSchema(property);
        if (!plain) return null;
        properties[name] = plain;
      }
      result.properties = properties;
    } else if ((keyword === 'items' || keyword === 'additionalProperties') && typeof value === 'object') {
      if (Array.isArray(value)) return null;
      const plain = plainSchema(value as JsonSchema);
      if (!plain) return null;
      result[keyword] = plain;
    } else {
      result[keyword] = value;
    }
  }
  return result;
}

/**
 * Whether zod's encode may write something else than it is given: a pipe (a transform, a codec
 * such as z.stringbool), a coercion, a fallback (catch) or a check that rewrites the value
 * (trim, toLowerCase) changes the value on the way out; the JSON Schema does not show them.
 */
function rewritesValue(def: { type: string; coerce?: boolean; checks?: { _zod: { def: { check: string } } }[] }): boolean {
  return def.type === 'pipe' || def.type === 'catch' || def.coerce === true || (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
}

/** A compiled writer for a plain zod response schema, else null (zod writes it, as before). */
export function compiledSerializer(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  let jsonSchema: JsonSchema;
  let rewrites = false;
  try {
    // The output side is what the handler returns; dates and cycles cannot be expressed and throw.
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      override: ({ zodSchema }) => {
        if (rewritesValue(zodSchema._zod.def as Parameters<typeof rewritesValue>[0])) rewrites = true;
      },
    }) as JsonSchema;
  } catch {
    return null;
  }
  const plain = rewrites ? null : plainSchema(jsonSchema);
  return plain && fastJson(plain as unknown as Parameters<typeof fastJson>[0]);
}

/**
 * Responses are written by a serialiser compiled once per route from the contract (issue 20: zod's
 * run-time encode was the largest cost of a cached answer), wherever the compiled one writes the
 * same bytes; other schemas keep zod's. The compiled serialiser does not check the answer against
 * the contract as zod's does: the tests do (every route's answer is parsed with its schema there).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => compiledSerializer(route.schema) ?? zodSerializerCompiler(route);
