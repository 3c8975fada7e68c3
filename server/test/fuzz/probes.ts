/** The probes of the route fuzz, one hostile thing each, and the requests built from them. */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describeValue } from './failure-log.ts';
import { arbitraryFor, seedFor } from './hostile-arbitraries.ts';
import {
  HOSTILE_BODIES,
  hostileValues,
  objectJson,
  percentEncode,
  RAW_ENCODED,
  RAW_ENCODED_QUERY,
  VIEW_AS_VALUES,
} from './hostile-values.ts';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';
import type { WalkTargets } from './walk-targets.ts';
import { proofSize } from '../proof.ts';

/** Random values per parameter or body field: 4 in tests and CI, 40 in `npm run proof -- fuzz --full`. */
const RANDOM_RUNS = proofSize(4, 40);
const VIEW_AS = 'x-view-as';

/** A path parameter's hint names its resource: `tasks.id` in `/tasks/{id}`. */
function hintOf(op: Operation, p: Parameter): string {
  if (p.in !== 'path') return p.name;
  const before = op.path.slice(0, op.path.indexOf(`{${p.name}}`)).split('/');
  return `${before.findLast(Boolean)}.${p.name}`;
}

const asText = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(asText)
    : [typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))];

/** One hostile thing, with plausible values for the rest. */
interface Probe {
  label: string;
  /** Path segments, already percent-encoded. */
  path?: Record<string, string>;
  query?: { name: string; values: string[]; encoded?: boolean };
  header?: { name: string; value: string };
  property?: { name: string; value: unknown };
  body?: { payload: string | Buffer; contentType?: string };
}

/** The request for a probe, its other values plausible ones pointing at `targets`. */
export function buildRequest(targets: WalkTargets, op: Operation, probe: Probe): InjectOptions {
  const of = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const segments: Record<string, string> = {};
  for (const p of of('path')) {
    segments[p.name] = percentEncode(asText(targets.plausible(p.schema, hintOf(op, p), op)).join(','));
  }
  Object.assign(segments, targets.knownPathValues(op), probe.path);
  const query: string[] = [];
  for (const p of of('query').filter((p) => p.required && p.name !== probe.query?.name)) {
    for (const v of asText(targets.plausible(p.schema, p.name, op)))
      query.push(`${p.name}=${percentEncode(v)}`);
  }
  for (const v of probe.query?.values ?? []) {
    query.push(`${percentEncode(probe.query!.name)}=${probe.query!.encoded ? v : percentEncode(v)}`);
  }
  const headers: Record<string, string> = {};
  for (const p of of('header').filter((p) => p.required)) {
    headers[p.name] = String(targets.plausible(p.schema, p.name, op));
  }
  if (probe.header) headers[probe.header.name] = probe.header.value;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name]!);
  const request: InjectOptions = {
    method: op.method,
    url: query.length ? `${path}?${query.join('&')}` : path,
  };
  if (probe.body) {
    request.payload = probe.body.payload;
    headers['content-type'] = probe.body.contentType ?? 'application/json';
  } else if (op.body) {
    const body = targets.plausible(op.body, '', op) as Record<string, unknown>;
    const { name, value } = probe.property ?? {};
    request.payload = name === undefined ? JSON.stringify(body) : objectJson(body, name, value);
    headers['content-type'] = 'application/json';
  }
  return { ...request, headers };
}

/** The catalogued hostile values, one parameter, header, property or body at a time. */
export function* fixedProbes(targets: WalkTargets, op: Operation): Generator<Probe> {
  yield { label: 'plausible request' };
  for (const p of op.parameters) {
    const at = `${p.in}.${p.name}`;
    for (const { label, value } of hostileValues(p.schema, false)) {
      const text = String(value);
      if (p.in === 'path') yield { label: `${at}=${label}`, path: { [p.name]: percentEncode(text) } };
      if (p.in === 'query') yield { label: `${at}=${label}`, query: { name: p.name, values: [text] } };
      if (p.in === 'header') yield { label: `${at}=${label}`, header: { name: p.name, value: text } };
    }
    for (const { label, value } of { path: RAW_ENCODED, query: RAW_ENCODED_QUERY, header: [] }[p.in]) {
      const raw = String(value);
      if (p.in === 'path') yield { label: `${at}=${label}`, path: { [p.name]: raw } };
      else yield { label: `${at}=${label}`, query: { name: p.name, values: [raw], encoded: true } };
    }
    if (p.in === 'query' && p.schema.type === 'array') {
      yield {
        label: `${at}=given 1,000 times`,
        query: { name: p.name, values: Array<string>(1_000).fill('1') },
      };
    }
  }
  yield { label: 'query.__proto__=unknown parameter', query: { name: '__proto__', values: ['1'] } };
  if (op.method === 'GET') {
    for (const { label, value } of VIEW_AS_VALUES) {
      yield { label: `X-View-As=${label}`, header: { name: VIEW_AS, value: String(value) } };
    }
  }
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (schema.type === 'array') {
      const item = targets.plausible(schema.items ?? {}, name, op);
      yield { label: `body.${name}=the same item twice`, property: { name, value: [item, item] } };
    }
    for (const { label, value } of hostileValues(schema, true)) {
      yield { label: `body.${name}=${label}`, property: { name, value } };
    }
  }
  if (op.method !== 'GET') {
    for (const body of HOSTILE_BODIES) yield { label: `body=${body.label}`, body };
  }
}

/** Random values from each parameter's and property's schema, reproducible from `seed`. */
export function* randomProbes(seed: number, op: Operation): Generator<Probe> {
  const sample = (schema: JsonSchema, key: string, runs = RANDOM_RUNS) =>
    fc.sample(arbitraryFor(schema), { seed: seedFor(seed, `${op.method} ${op.path} ${key}`), numRuns: runs });
  for (const p of op.parameters) {
    for (const [i, value] of sample(p.schema, `${p.in}.${p.name}`).entries()) {
      const label = `${p.in}.${p.name}=fc#${i} ${describeValue(value)}`;
      const values = asText(value);
      if (p.in === 'path') yield { label, path: { [p.name]: percentEncode(values.join(',')) } };
      if (p.in === 'query') yield { label, query: { name: p.name, values } };
      if (p.in === 'header') yield { label, header: { name: p.name, value: values.join(',') } };
    }
  }
  if (op.method === 'GET') {
    const viewAs = fc.sample(fc.stringMatching(/^[0-9a-f-]{36}$/), {
      seed: seedFor(seed, op.path),
      numRuns: 2,
    });
    for (const value of viewAs) yield { label: `X-View-As=fc ${value}`, header: { name: VIEW_AS, value } };
  }
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    for (const [i, value] of sample(schema, `body.${name}`).entries()) {
      yield { label: `body.${name}=fc#${i} ${describeValue(value)}`, property: { name, value } };
    }
  }
  for (const [i, value] of (op.body ? sample({}, 'body', 2) : []).entries()) {
    yield { label: `body=fc#${i} ${describeValue(value)}`, body: { payload: JSON.stringify(value) } };
  }
}
