/**
 * Hostile input for the route-walking fuzz test: the operations of the app's own OpenAPI document,
 * catalogues of values that have broken servers before, fast-check arbitraries derived from a
 * property's JSON schema, and hand-built multipart bodies.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../shared/constants.ts';
import { errorBodySchema } from '../../shared/schemas/common.schema.ts';

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/v1/tasks/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body: JsonSchema | undefined;
  /** Whether to send it multipart bodies (see `listOperations`). */
  upload: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation of the document. @fastify/swagger drops `consumes` from a route without a body
 * schema, so an upload route shows up as a write with no request body: such writes get the
 * multipart bodies too, as do operations that declare `multipart/form-data`.
 */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const deref = (schema: JsonSchema | undefined): JsonSchema => {
    const ref = schema?.$ref?.replace('#/components/schemas/', '');
    return (ref ? doc.components?.schemas?.[ref] : schema) ?? {};
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? [])
          .filter((p): p is OpenApiParameter & Pick<Parameter, 'in'> =>
            ['path', 'query', 'header'].includes(p.in),
          )
          .map((p) => ({ in: p.in, name: p.name, required: p.required ?? false, schema: deref(p.schema) })),
        body: json ? deref(json) : undefined,
        upload: 'multipart/form-data' in content || (method !== 'get' && !op.requestBody),
      });
    }
  }
  return operations;
}

export interface Hostile {
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

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Whether a schema holds a calendar day (`YYYY-MM-DD`). */
export const isDaySchema = (s: JsonSchema) => s.format === 'date' || s.pattern === DATE_PATTERN;

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
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-._~]$/.test(char)) {
      out += char;
      continue;
    }
    const cp = char.codePointAt(0)!;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** A short, escaped rendering of a value for failure reports. */
export function describeValue(value: unknown, max = 60): string {
  let text: string;
  try {
    text = value instanceof RawJson ? value.toString() : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** What is wrong with an error response, or null when it follows DESIGN.md's error body. */
export function errorContractProblem(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'the error body is not JSON';
  }
  return errorBodySchema.safeParse(json).success
    ? null
    : 'the error body is not {"error":{"code","message","details"?}}';
}

export interface Outcome {
  who: string;
  /** The operation, as `METHOD /path/{template}`. */
  operation: string;
  /** What was hostile, as `where=what` (e.g. `body.name=NUL`). */
  label: string;
  request: InjectOptions;
  response: LightMyRequestResponse;
}

interface FailureGroup {
  title: string;
  operations: Set<string>;
  whats: Set<string>;
  count: number;
  example: string;
}

const list = (items: Set<string>, max: number) =>
  [...items].slice(0, max).join(' | ') + (items.size > max ? ` | … (${items.size} in all)` : '');

/**
 * Collects the requests that got a 5xx or an error body outside the contract, grouped by status,
 * error code, caller and field (and operation, for a 5xx), with one example request and response.
 */
export class FailureLog {
  private readonly groups = new Map<string, FailureGroup>();
  private sent = 0;

  check(outcome: Outcome): void {
    this.sent++;
    const { statusCode: status, body } = outcome.response;
    const problem = status >= 500 ? 'server error' : status >= 400 ? errorContractProblem(body) : null;
    if (!problem) return;
    const [where = outcome.label, what = ''] = outcome.label.split(/=(.*)/s);
    // A 5xx is grouped per operation, since its cause is in the route; a contract break is not.
    const scope = status >= 500 ? ` ${outcome.operation}` : '';
    const title = `${status} ${errorCode(body)} · [${outcome.who}]${scope} ${where} (${problem})`;
    const group = this.groups.get(title) ?? {
      title,
      operations: new Set(),
      whats: new Set(),
      count: 0,
      example: example(outcome),
    };
    group.count++;
    group.operations.add(outcome.operation);
    if (what) group.whats.add(what);
    this.groups.set(title, group);
  }

  /** The report of every failure group, or null when there was none. */
  report(seed: number): string | null {
    if (this.groups.size === 0) return null;
    const groups = [...this.groups.values()];
    const failed = groups.reduce((n, g) => n + g.count, 0);
    const lines = groups.map(
      (g) =>
        `${g.title} ×${g.count}\n    in   ${list(g.operations, 4)}` +
        `${g.whats.size ? `\n    with ${list(g.whats, 6)}` : ''}\n${g.example}`,
    );
    return (
      `${groups.length} kinds of failure in ${failed} of ${this.sent} requests (FUZZ_SEED=${seed}):\n` +
      lines.join('\n')
    );
  }
}

function errorCode(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { code?: unknown }; code?: unknown };
    const code = json.error?.code ?? json.code;
    return typeof code === 'string' ? code : '?';
  } catch {
    return describeValue(body.slice(0, 40));
  }
}

function example({ request, response }: Outcome): string {
  const headers = request.headers as Record<string, string> | undefined;
  const sent = request.payload;
  const text = typeof sent === 'string' ? sent : Buffer.isBuffer(sent) ? sent.toString() : undefined;
  const payload = text === undefined ? '' : ` ${describeValue(text, 160)}`;
  const contentType = headers?.['content-type'] ? ` [${headers['content-type']}]` : '';
  const viewAs =
    headers?.['x-view-as'] === undefined ? '' : ` [X-View-As: ${describeValue(headers['x-view-as'])}]`;
  return (
    `    sent ${String(request.method)} ${describeValue(request.url, 160)}${viewAs}${contentType}${payload}\n` +
    `    got  ${response.body.slice(0, 240)}`
  );
}

// --- fast-check: random values per schema

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

function matching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
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

// --- multipart bodies, built by hand

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const BOUNDARY = 'orgdesk-fuzz-boundary';

function filePart(field: string, filename: string | Buffer, data: Buffer, type = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="`),
    Buffer.isBuffer(filename) ? filename : Buffer.from(filename),
    Buffer.from(`"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
}

const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

export interface MultipartCase {
  label: string;
  contentType: string;
  payload: Buffer;
}

/** A well-formed upload of `data` in the field "file", as the web app sends it. */
export function wellFormedUpload(data: Buffer, filename = 'fuzz.png'): MultipartCase {
  return {
    label: 'one PNG in "file"',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', filename, data), closing]),
  };
}

export const MULTIPART_CASES: MultipartCase[] = [
  { label: 'empty body', contentType: withBoundary, payload: Buffer.alloc(0) },
  {
    label: 'bogus boundary',
    contentType: 'multipart/form-data; boundary=not-the-one-used',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'boundary parameter missing',
    contentType: 'multipart/form-data',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'empty boundary',
    contentType: 'multipart/form-data; boundary=',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'boundary over 70 characters',
    contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    payload: Buffer.from(`--${'b'.repeat(200)}--\r\n`),
  },
  {
    label: 'truncated in the file data',
    contentType: withBoundary,
    payload: filePart('file', 'cut.png', PNG).subarray(0, -40),
  },
  {
    label: 'truncated in the part headers',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
  },
  {
    label: 'two files',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', 'a.png', PNG), filePart('file', 'b.png', PNG), closing]),
  },
  {
    label: 'file under an unexpected field name',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('avatar', 'a.png', PNG), closing]),
  },
  {
    label: 'a text field and no file',
    contentType: withBoundary,
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    ),
  },
  {
    label: 'file one byte over the size limit',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', 'big.png', Buffer.alloc(IMAGE_MAX_BYTES + 1, 1)), closing]),
  },
  {
    label: 'empty file',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', 'e.png', Buffer.alloc(0)), closing]),
  },
  {
    label: 'text posing as a PNG',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', 'a.png', Buffer.from('not an image')), closing]),
  },
  {
    label: 'PNG header then garbage',
    contentType: withBoundary,
    payload: Buffer.concat([
      filePart('file', 'a.png', Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(64, 0xff)])),
      closing,
    ]),
  },
  {
    label: 'NUL and a WTF-8 surrogate in the file name',
    contentType: withBoundary,
    payload: Buffer.concat([
      filePart('file', Buffer.from([0x61, 0x00, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67]), PNG),
      closing,
    ]),
  },
  {
    label: 'path traversal in the file name',
    contentType: withBoundary,
    payload: Buffer.concat([filePart('file', '../../../../etc/passwd.png', PNG), closing]),
  },
  {
    label: 'part without Content-Disposition',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  {
    label: 'huge part header (100k)',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  { label: 'only the closing boundary', contentType: withBoundary, payload: closing },
];

/** Random multipart bodies: random file contents in a well-formed envelope, and random bytes. */
export function randomMultipartCases(seed: number, runs: number): MultipartCase[] {
  const bytes = fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a));
  return fc
    .sample(fc.tuple(fc.boolean(), bytes), { seed, numRuns: runs })
    .map(([enveloped, data], i) =>
      enveloped
        ? { ...wellFormedUpload(data), label: `fc#${i} random file contents (${data.length} bytes)` }
        : { label: `fc#${i} random body (${data.length} bytes)`, contentType: withBoundary, payload: data },
    );
}
