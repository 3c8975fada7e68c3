import type { LightMyRequestResponse } from 'fastify';

/** The five kinds of race of the races proof (`npm run proof -- races`). */
export type RaceKind =
  'leave decisions' | 'balances' | 'check-ins' | 'Idempotency-Key replays' | 'letter issue';

/**
 * What a race can get wrong: an effect that happened twice (two winners, a ledger row, event or
 * file too many, a balance moved twice), a negative balance, a 5xx, or an outcome that is none of
 * those but that no caller should see either (no winner at all, a refusal with the wrong status).
 */
type FindingKind = 'double' | 'negative' | '5xx' | 'unexpected';

interface Finding {
  kind: FindingKind;
  race: RaceKind;
  /** Which round and what went wrong, for the failure message. */
  message: string;
}

/** A request of a race: what it is (`approve by Leo`) and how to send it. */
export type RaceRequest = [label: string, send: () => Promise<LightMyRequestResponse>];

/** An answer of a race and the label of the request that got it. */
export interface RaceAnswer {
  label: string;
  res: LightMyRequestResponse;
}

/** A refusal that a losing request may get: its status and error code (DESIGN.md's error body). */
export type Refusal = [status: number, code: string];

/** Counts the racing requests of the proof and what they got wrong, race by race. */
export class RaceLog {
  private readonly fired = new Map<RaceKind, number>();
  private readonly findings: Finding[] = [];
  /** Counted by whoever plays them. */
  rounds = 0;

  /** A new round of a race (or the checks after them), named in its findings. */
  round(kind: RaceKind, label: string): Round {
    return new Round(this, kind, label);
  }

  countFired(kind: RaceKind, requests: number): void {
    this.fired.set(kind, this.firedIn(kind) + requests);
  }

  firedIn(kind: RaceKind): number {
    return this.fired.get(kind) ?? 0;
  }

  get requests(): number {
    return [...this.fired.values()].reduce((a, b) => a + b, 0);
  }

  found(kind: FindingKind, race: RaceKind, message: string): void {
    this.findings.push({ kind, race, message });
  }

  count(kind: FindingKind): number {
    return this.findings.filter((f) => f.kind === kind).length;
  }

  /** The findings of one kind of race, as the failure message lists them. */
  findingsOf(race: RaceKind): string[] {
    return this.findings.filter((f) => f.race === race).map((f) => `${f.kind}: ${f.message}`);
  }
}

/** One round of a race: sends its requests at once and records what it finds, under its label. */
export class Round {
  private readonly log: RaceLog;
  readonly kind: RaceKind;
  readonly label: string;

  constructor(log: RaceLog, kind: RaceKind, label: string) {
    this.log = log;
    this.kind = kind;
    this.label = label;
  }

  /** Sends all the requests at once and waits for every answer; a 5xx is a finding. */
  async race(requests: RaceRequest[]): Promise<RaceAnswer[]> {
    this.log.countFired(this.kind, requests.length);
    const answers = await Promise.all(requests.map(async ([label, send]) => ({ label, res: await send() })));
    for (const { label, res } of answers) {
      if (res.statusCode >= 500) this.found('5xx', `${label} answered ${res.statusCode} ${res.body}`);
    }
    return answers;
  }

  found(kind: FindingKind, message: string): void {
    this.log.found(kind, this.kind, `${this.label}: ${message}`);
  }

  /** Records a finding of `kind` unless `holds`. */
  check(holds: boolean, kind: FindingKind, message: string): void {
    if (!holds) this.found(kind, message);
  }

  /** Checks that `what` happened `expected` times: more is a double effect, fewer unexpected. */
  times(what: string, seen: number, expected: number): void {
    if (seen !== expected)
      this.found(seen > expected ? 'double' : 'unexpected', `${seen} ${what}, expected ${expected}`);
  }

  /**
   * Checks that exactly one of `answers` succeeded (two are a double effect) and that every other
   * was refused with one of `refusals`. Returns the winner.
   */
  oneWinner(answers: RaceAnswer[], refusals: Refusal[]): RaceAnswer | undefined {
    const won = succeeded(answers);
    if (won.length > 1)
      this.found('double', `${won.length} succeeded: ${won.map((a) => a.label).join(', ')}`);
    if (won.length === 0) this.found('unexpected', 'none succeeded');
    this.refused(answers, refusals);
    return won[0];
  }

  /** Checks that every refusal among `answers` is one of `refusals`. */
  refused(answers: RaceAnswer[], refusals: Refusal[]): void {
    for (const { label, res } of answers) {
      if (res.statusCode < 300 || res.statusCode >= 500) continue;
      const code = errorCode(res);
      if (!refusals.some(([status, expected]) => status === res.statusCode && expected === code))
        this.found('unexpected', `${label} answered ${res.statusCode} ${res.body}`);
    }
  }
}

/** The answers that succeeded, optionally only those whose label matches. */
export function succeeded(answers: RaceAnswer[], label?: RegExp): RaceAnswer[] {
  return answers.filter((a) => a.res.statusCode < 300 && (!label || label.test(a.label)));
}

/** The `error.code` of an error body, or undefined. */
function errorCode(res: LightMyRequestResponse): string | undefined {
  try {
    return (JSON.parse(res.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
