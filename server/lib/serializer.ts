import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Response serialization compiled from the routes' zod schemas, once per route and status, by
 * fast-json-stringify (the path Fastify takes for JSON schemas), instead of validating every
 * response object with zod at run time and then calling JSON.stringify.
 *
 * What goes out is what the schema lists and nothing else: fast-json-stringify writes only the
 * properties an object schema names (an object may carry more, such as a row with a password
 * hash; the extra is never written), so the schemas stay the allow-list they were with zod.
 * A schema that cannot be compiled this way (a transform, say) stops the app from starting, so
 * no route quietly falls back to something else.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch (err) {
    throw new Error(`${method} ${url}: the response schema cannot be compiled: ${(err as Error).message}`);
  }
  return fastJson(forSerialization(json)) as (data: unknown) => string;
};

/**
 * Rewrites zod's JSON schema into the form fast-json-stringify serializes fastest and most
 * plainly: "X or null" becomes X with `nullable`, and `additionalProperties: false` is dropped
 * (unlisted properties are never written either way, and without it a union's branch is chosen
 * by what it lists rather than refused for what it does not).
 */
export function forSerialization(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === '$schema') continue;
    out[key] = rewrite(value);
  }
  for (const combinator of ['anyOf', 'oneOf'] as const) {
    const options = out[combinator] as JsonSchema[] | undefined;
    if (!options) continue;
    const nonNull = options.filter((option) => !(option.type === 'null' && Object.keys(option).length === 1));
    if (nonNull.length === options.length - 1 && nonNull.length === 1) {
      delete out[combinator];
      Object.assign(out, nonNull[0], { nullable: true });
    }
  }
  return out;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (value !== null && typeof value === 'object') return forSerialization(value as JsonSchema);
  return value;
}
