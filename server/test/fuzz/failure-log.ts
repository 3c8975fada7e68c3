/** The failure log of the route fuzz: requests that got a 5xx or an error body outside the contract. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import { RawJson } from './hostile-values.ts';

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
function errorContractProblem(body: string): string | null {
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

interface Outcome {
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
  private serverErrors = 0;

  /** Requests checked, and how many of them got a 5xx. */
  get counts(): { sent: number; serverErrors: number } {
    return { sent: this.sent, serverErrors: this.serverErrors };
  }

  check(outcome: Outcome): void {
    this.sent++;
    const { statusCode: status, body } = outcome.response;
    if (status >= 500) this.serverErrors++;
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
