/** fast-check arbitraries for random values of a property, derived from its JSON schema. */
import fc from 'fast-check';
import { isDaySchema, type JsonSchema } from './openapi-operations.ts';

/** One character, often one that breaks storage or encoding. */
const hostileUnit = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\u202e'),
  },
  { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const anyText = fc.string({ unit: hostileUnit, maxLength: 40 });

const dateLike = fc
  .record({
    y: fc.integer({ min: 0, max: 99_999 }),
    m: fc.integer({ min: 0, max: 13 }),
    d: fc.integer({ min: 0, max: 32 }),
  })
  .map(
    ({ y, m, d }) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

const byPattern = new Map<string, fc.Arbitrary<string> | null>();

/**
 * Strings matching `pattern`, or null when fast-check cannot generate from it. Made once per
 * pattern: the walk asks again for every request, and building one parses the pattern.
 */
export function matching(pattern: string): fc.Arbitrary<string> | null {
  if (!byPattern.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | null = null;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern));
    } catch {
      // null: the caller falls back on other values
    }
    byPattern.set(pattern, arbitrary);
  }
  return byPattern.get(pattern)!;
}

function specificArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map(specificArbitrary));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyText);
  switch (schema.type) {
    case 'string': {
      const options: fc.Arbitrary<unknown>[] = [anyText];
      if (schema.format === 'uuid') options.push(fc.uuid(), fc.stringMatching(/^[0-9a-f-]{36}$/));
      if (isDaySchema(schema)) options.push(dateLike);
      else if (schema.pattern) options.push(matching(schema.pattern) ?? anyText);
      if (schema.maxLength)
        options.push(fc.string({ minLength: schema.maxLength, maxLength: schema.maxLength + 1 }));
      return fc.oneof(...options);
    }
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer(),
        fc.double(),
        fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number),
        fc.constantFrom((schema.minimum ?? 0) - 1, (schema.maximum ?? 2 ** 31) + 1),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(specificArbitrary(schema.items ?? {}), { maxLength: 6 });
    case 'object':
      return fc.dictionary(anyText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Random values for a property: mostly of its own type and shape, sometimes of any JSON type. */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: specificArbitrary(schema) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A stable 32-bit seed per operation and field, so adding a route does not reshuffle the others. */
export function seedFor(base: number, key: string): number {
  let hash = base | 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash | 0;
}
