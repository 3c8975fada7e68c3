import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_INPUT_DEPTH } from '../../shared/constants.ts';
import { INPUT_MESSAGES } from '../../shared/schemas/common.schema.ts';
import { badRequest, notFound, validationFailed } from './errors.ts';

/**
 * Why a string cannot be stored: PostgreSQL refuses the NUL character in text and jsonb, and a
 * lone UTF-16 surrogate has no UTF-8 form, so either would fail deep inside a query.
 */
export function unstorableText(value: string): boolean {
  return value.includes('\u0000') || !value.isWellFormed();
}

interface Problem {
  path: string;
  tooDeep: boolean;
}

/** The first string (or key) that cannot be stored, walking without recursion so depth costs nothing. */
function findProblem(root: unknown, prefix: string): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorableText(value)) return { path, tooDeep: false };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, tooDeep: true };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (unstorableText(key)) return { path: childPath, tooDeep: false };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, before any route sees it, input that no route can store: NUL characters and lone
 * surrogates in the body or query (422 under the field; in the path, 404 like any bad id), and
 * bodies nested deeper than any of our schemas (400). Every route, present and future, passes through here.
 */
export const inputGuardPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const problem = findProblem(value, '');
        if (!problem) continue;
        if (problem.tooDeep) throw badRequest('too_deep', INPUT_MESSAGES.tooDeep);
        if (part === 'params') throw notFound();
        throw validationFailed(
          [{ path: problem.path, message: INPUT_MESSAGES.badText }],
          INPUT_MESSAGES.badText,
        );
      }
    });
  },
  { name: 'input-guard' },
);
