import type { LightMyRequestResponse } from 'fastify';
import type { EventType, SubjectKind } from '../../../shared/rules/events.ts';
import type { Db } from '../../db/client.ts';
import type { Org } from '../org-fixture.ts';
import type { TestApp, TestClient } from '../test-app.ts';

/** What every scenario may use: the app, the policy organisation, and its people signed in. */
export interface ScenarioWorld {
  t: TestApp;
  db: Db;
  org: Org;
  /** The person signed in (one client per person, kept for the whole walk). */
  as(person: { email: string }): Promise<TestClient>;
}

/** The answer of the request under test, and the event it must have recorded. */
export interface ScenarioOutcome {
  res: LightMyRequestResponse;
  type: EventType;
  subject: { kind: SubjectKind; id: string | number };
}

/**
 * One write operation of the OpenAPI document, called as a user would with input that succeeds.
 * `prepare` makes what the request needs (its events are not counted); `request` makes the call
 * and names the event it must have recorded.
 */
export interface EventScenario<P = unknown> {
  /** As the OpenAPI document lists it: `POST /api/v1/tasks/`, `PUT /api/v1/tasks/{id}`. */
  operation: string;
  prepare?(world: ScenarioWorld): Promise<P>;
  request(world: ScenarioWorld, prepared: P): Promise<ScenarioOutcome>;
}

/** Declares a scenario with its prepared value's type. */
export const scenario = <P>(s: EventScenario<P>): EventScenario => s;
