/**
 * The one authorization check point (DESIGN.md "Contracts", CONVENTIONS.md rule 5). Each area's
 * policy file declares, per action, who may take it and what a refused caller is told; services
 * call `authorize` and never build those answers themselves. The answers are errors of errors.ts.
 */
import { forbidden, notFound } from './errors.ts';

/** What a caller who sees a resource but may not act on it is told: a 403 message, or one with its own code. */
export type Refusal = string | { message: string; code: string };

/** One action: who may take it, and the refusal (fixed, or worded by who asks about what). */
export interface Rule<Actor, Resource> {
  allow: (actor: Actor, resource: Resource) => boolean;
  refuse: Refusal | ((actor: Actor, resource: Resource) => Refusal);
}

/**
 * The rules about one kind of resource. Whoever may not see a resource hears the area's 404, as if
 * it did not exist (an absent row answers the same); only then is the action weighed (403).
 */
export interface Policy<Actor, Resource, Action extends string> {
  /** The area's not-found message, for an absent resource and a hidden one alike. */
  notFound: string;
  /** Who sees the resource; null when the query that found it already kept to the caller's scope. */
  see: ((actor: Actor, resource: Resource) => boolean) | null;
  actions: Record<Action, Rule<Actor, Resource>>;
}

/** Actions that concern no particular resource (creating, managing an area's settings): 403 only. */
export interface Gates<Actor, Action extends string> {
  gates: Record<Action, Rule<Actor, void>>;
}

function refusalError<Actor, Resource>(rule: Rule<Actor, Resource>, actor: Actor, resource: Resource) {
  const refusal = typeof rule.refuse === 'function' ? rule.refuse(actor, resource) : rule.refuse;
  return typeof refusal === 'string' ? forbidden(refusal) : forbidden(refusal.message, refusal.code);
}

/**
 * Whether the actor may take the action on the resource, answered by throwing: 404 when the
 * resource is absent or out of their sight, 403 with the area's refusal when they see it but may
 * not take the action. `view` asks for sight only. Returns quietly when allowed.
 */
export function authorize<Actor, Resource, Action extends string>(
  policy: Policy<Actor, Resource, Action>,
  actor: NoInfer<Actor>,
  action: NoInfer<Action> | 'view',
  resource: Resource | null | undefined,
): asserts resource is Resource;
/** Whether the actor may take an action that concerns no resource: 403 with the refusal otherwise. */
export function authorize<Actor, Action extends string>(
  gates: Gates<Actor, Action>,
  actor: NoInfer<Actor>,
  action: NoInfer<Action>,
): void;
export function authorize<Actor, Resource, Action extends string>(
  policy: Policy<Actor, Resource, Action> | Gates<Actor, Action>,
  actor: Actor,
  action: Action | 'view',
  resource?: Resource | null,
): void {
  if ('gates' in policy) {
    const gate = policy.gates[action as Action];
    if (!gate.allow(actor)) throw refusalError(gate, actor, undefined);
    return;
  }
  if (resource === null || resource === undefined || (policy.see && !policy.see(actor, resource)))
    throw notFound(policy.notFound);
  if (action === 'view') return;
  const rule = policy.actions[action];
  if (!rule.allow(actor, resource)) throw refusalError(rule, actor, resource);
}

/** The same question as authorize, answered yes or no (for abilities and list filters). */
export function allows<Actor, Resource, Action extends string>(
  policy: Policy<Actor, Resource, Action>,
  actor: NoInfer<Actor>,
  action: NoInfer<Action> | 'view',
  resource: NoInfer<Resource>,
): boolean;
export function allows<Actor, Action extends string>(
  gates: Gates<Actor, Action>,
  actor: NoInfer<Actor>,
  action: NoInfer<Action>,
): boolean;
export function allows<Actor, Resource, Action extends string>(
  policy: Policy<Actor, Resource, Action> | Gates<Actor, Action>,
  actor: Actor,
  action: Action | 'view',
  resource?: Resource,
): boolean {
  if ('gates' in policy) return policy.gates[action as Action].allow(actor);
  if (policy.see && !policy.see(actor, resource as Resource)) return false;
  return action === 'view' || policy.actions[action].allow(actor, resource as Resource);
}
