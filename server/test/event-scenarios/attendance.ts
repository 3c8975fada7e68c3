import type { EventScenario } from './types.ts';

/** The write operations of this area, each called once as a user would (see ./types.ts). */
export const SCENARIOS: EventScenario[] = [];
