/** Hostile values that broke servers before: per schema, for headers, as raw escapes, as whole bodies. */
import { isDaySchema, type JsonSchema } from './openapi-operations.ts';

interface Hostile {
  label: string;
  value: unknown;
}

/** JSON text spliced into a body as it is: nesting deep enough to overflow JSON.stringify. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text.length > 40 ? `${this.text.slice(0, 20)}…${this.text.slice(-20)}` : this.text;
  }
}

/** A JSON object with one value replaced, which may be RawJson. */
export function objectJson(base: Record<string, unknown>, key: string, value: unknown): string {
  if (!(value instanceof RawJson)) return JSON.stringify({ ...base, [key]: value });
  const marker = '\u0000raw-json\u0000';
  return JSON.stringify({ ...base, [key]: marker }).replace(JSON.stringify(marker), value.text);
}

const entries = (values: Record<string, unknown>): Hostile[] =>
  Object.entries(values).map(([label, value]) => ({ label, value }));

/** Text that breaks storage or decoding, tried on every value of every kind. */
const BROKEN_TEXT = entries({
  NUL: 'a\u0000b',
  'lone high surrogate': '\ud800',
  'lone low surrogate': 'x\udfffy',
  'huge string (100k)': 'x'.repeat(100_000),
  empty: '',
});

/** More hostile text, for free-text values. */
const ODD_TEXT = entries({
  'swapped surrogates': '\udc00\ud800',
  'control characters': '\u0001\u0007\u001b[31m\r\n\t',
  'bidi override and BOM': '\u202egnp.exe\ufeff',
  'emoji and combining marks': '👩‍👩‍👧‍👦 Z̸̡̛̤͎͈̓̿a̷͇̗l̶g̸o',
  SQL: "'; drop table users; --",
  'LIKE wildcards': '%_\\',
  'path traversal': '../../../../etc/passwd',
});

/** Numbers as text: out of range, fractional, not numbers at all. */
const NUMBER_TEXT = entries({
  '1e999': '1e999',
  NaN: 'NaN',
  '-Infinity': '-Infinity',
  '-1': '-1',
  '0': '0',
  fraction: '1.5',
  '2^53+1': '9007199254740993',
  '2^31': '2147483648',
  hex: '0x10',
  padded: ' 1 ',
});

const UUID_TEXT = entries({
  'near-miss UUID (all dashes)': '------------------------------------',
  'near-miss UUID (z)': 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaz',
  'near-miss UUID (no dashes)': '0123456789abcdef0123456789abcdef0123',
  'near-miss UUID (moved dash)': 'aaaaaaaaa-aaa-aaaa-aaaa-aaaaaaaaaaaa',
  'UUID with a fullwidth digit': '０0000000-0000-4000-8000-000000000000',
  'UUID in braces': '{4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11}',
});

const DATE_TEXT = entries({
  '30 February': '2026-02-30',
  '13th month': '2026-13-01',
  'year 0': '0000-01-01',
  '7-digit year': '9999999-01-01',
  'year 9999': '9999-12-31',
  'date with a bad time': '2026-01-01T25:61:61Z',
});

const JSON_NUMBERS = entries({
  '1e308': 1e308,
  '-1': -1,
  '0': 0,
  '-0': -0,
  fraction: 0.5,
  '2^53+1': 2 ** 53 + 1,
  '-2^63': -(2 ** 63),
  '2^31': 2 ** 31,
});

/** Values of the wrong type, and nesting, for any JSON property. */
const WRONG_TYPES = entries({
  'number 1e308': 1e308,
  true: true,
  null: null,
  object: { $gt: '' },
  'array of broken text': ['a\u0000b', '\ud800'],
  'huge array (10k)': Array.from({ length: 10_000 }, (_, i) => i + 1),
  'nested arrays (5,000)': new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  'nested objects (5,000)': new RawJson(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
  'object with a NUL key': { 'a\u0000b': 1 },
});

/** Broken text, then what the (item) type invites: numbers out of range, near-miss UUIDs, bad days. */
function valuesOfType(schema: JsonSchema, json: boolean): Hostile[] {
  const s = schema.anyOf?.at(-1) ?? schema.oneOf?.at(-1) ?? schema;
  const values = [...BROKEN_TEXT];
  if (s.type === 'integer' || s.type === 'number') values.push(...(json ? JSON_NUMBERS : NUMBER_TEXT));
  else if (s.format === 'uuid') values.push(...UUID_TEXT);
  else if (isDaySchema(s)) values.push(...DATE_TEXT);
  else if (!s.enum) values.push(...ODD_TEXT);
  return values;
}

/**
 * The hostile values for one parameter or property, chosen by its schema. Query parameters take a
 * list's items one at a time; `json` (body properties) wraps them in a list and adds other types.
 */
export function hostileValues(schema: JsonSchema, json: boolean): Hostile[] {
  if (!json) return valuesOfType(schema.items ?? schema, false);
  if (schema.type !== 'array') return [...valuesOfType(schema, true), ...WRONG_TYPES];
  const items = valuesOfType(schema.items ?? {}, true);
  return [...items.map(({ label, value }) => ({ label: `[${label}]`, value: [value] })), ...WRONG_TYPES];
}

/** The X-View-As header that list routes read: plausible-looking ids that are not UUIDs, and worse. */
export const VIEW_AS_VALUES: Hostile[] = [
  { label: 'all dashes', value: '------------------------------------' },
  { label: 'ends in z', value: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaz' },
  { label: '36 a', value: 'a'.repeat(36) },
  { label: 'dash at the end', value: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-' },
  { label: 'dash moved', value: 'aaaaaaaaa-aaa-aaaa-aaaa-aaaaaaaaaaaa' },
  { label: 'nil UUID', value: '00000000-0000-0000-0000-000000000000' },
  { label: 'upper case', value: 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA' },
  { label: 'unknown v4', value: '4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11' },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'huge', value: 'a'.repeat(10_000) },
];

/** Percent-encoded tokens no encoder would produce, for path segments (routing decodes them itself). */
export const RAW_ENCODED: Hostile[] = entries({
  'encoded NUL': '%00',
  'encoded surrogate (WTF-8)': '%ED%A0%80',
  'lone percent': '%',
  'overlong NUL': '%C0%80',
  'overlong slash': '%C0%AF',
  'invalid byte': '%FF%FE',
  'truncated escape': '%E0%A4%A',
  'bad escape': '%zz',
  'encoded traversal': '..%2F..%2Fetc%2Fpasswd',
});

/** The few of them that tell something new in a query value; the rest decode like text tried already. */
export const RAW_ENCODED_QUERY = RAW_ENCODED.slice(0, 3);

/** Whole bodies that are not the object a route expects. */
export const HOSTILE_BODIES: { label: string; contentType?: string; payload: string }[] = [
  { label: 'JSON array', payload: '[]' },
  { label: 'JSON string', payload: '"text"' },
  { label: 'JSON number', payload: '42' },
  { label: 'JSON null', payload: 'null' },
  { label: 'JSON true', payload: 'true' },
  { label: 'empty JSON body', payload: '' },
  { label: 'invalid JSON', payload: '{"a":' },
  { label: 'BOM before JSON', payload: '\ufeff{}' },
  { label: 'NUL in raw JSON', payload: '{"a":"\u0000"}' },
  { label: '__proto__ key', payload: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'duplicate keys', payload: '{"a":1,"a":2}' },
  { label: 'nested arrays (5,000)', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { label: 'nested objects (5,000)', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { label: 'nested arrays (100,000)', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { label: 'body over the limit (2 MB)', payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) },
  { label: 'form-encoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { label: 'JSON as UTF-16', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'bogus content type', contentType: '/;;=', payload: '{}' },
];

/** Percent-encodes text as UTF-8, with lone surrogates in their WTF-8 form, as a careless client would. */
export function percentEncode(text: string): string {
  // One pass over the characters to encode (a lone surrogate is one of them, as in for…of), not a
  // test of every character: the walk encodes strings of 100,000 characters.
  return text.replace(/[^A-Za-z0-9\-._~]/gu, (char) => {
    const cp = char.codePointAt(0)!;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  });
}
