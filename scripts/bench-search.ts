/**
 * The global search's bench case (issue 31): one- to three-word queries, a person's name (and a
 * typo of it), a word of the descriptions and a task number, as the manager with the most people
 * below them, server-side (the search service, every kind at once as the palette asks).
 * Budget: p95 ≤ 50 ms on the embedded database at 1,000,000 tasks and 5,000 people.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.ts';
import type { AppContext } from '../server/lib/context.ts';
import { search } from '../server/modules/search/search.service.ts';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import { SEARCH_KINDS } from '../shared/schemas/search.schema.ts';

export const SEARCH_BUDGET_MS = 50;

/** The queries, with what each stands for. */
async function searchCases(db: Db): Promise<Array<{ label: string; q: string }>> {
  // A person of the generated organisation (First<i> Last<i>), and a task in the middle.
  const [person] = await queryRows<{ first: string; last: string }>(
    db,
    sql`select first_name as first, last_name as last from users where first_name like 'First%'
      order by email offset 42 limit 1`,
  );
  const [task] = await queryRows<{ id: number }>(
    db,
    sql`select id from tasks where not is_deleted order by id offset (select count(*) / 2 from tasks) limit 1`,
  );
  const name = person ? `${person.first} ${person.last}` : 'First42 Last42';
  const typo = name.replace(/^(\w)(\w)(\w)/, '$1$3$2');
  return [
    { label: 'one word, common ("budget")', q: 'budget' },
    { label: 'two words ("quarterly budget")', q: 'quarterly budget' },
    { label: 'three words ("review quarterly budget")', q: 'review quarterly budget' },
    { label: 'three letters ("vat")', q: 'vat' },
    { label: `a person's name ("${name}")`, q: name },
    { label: `a typo of it ("${typo}")`, q: typo },
    { label: 'a word of the descriptions ("stakeholders")', q: 'stakeholders' },
    { label: `a task number ("#${task?.id ?? 1}")`, q: `#${task?.id ?? 1}` },
    { label: 'nothing found ("zzqqxx")', q: 'zzqqxx' },
  ];
}

export async function benchSearchServerSide(
  ctx: AppContext,
  actor: SessionUser,
  measure: (run: () => Promise<unknown>) => Promise<{ p50: number; p95: number; max: number }>,
  line: (label: string, r: { p50: number; p95: number; max: number }, budget: number) => void,
): Promise<void> {
  console.log(`\nGlobal search, as ${actor.email} (every kind at once, as the palette asks):`);
  for (const c of await searchCases(ctx.db)) {
    line(`search: ${c.label}`, await measure(() => search(ctx, actor, { q: c.q })), SEARCH_BUDGET_MS);
    // Where the time goes: each kind alone (the palette's "more" asks for one), its median.
    const kinds: string[] = [];
    for (const kind of SEARCH_KINDS) {
      const { p50 } = await measure(() => search(ctx, actor, { q: c.q, kind }));
      kinds.push(`${kind} ${p50.toFixed(1)}`);
    }
    console.log(`      each kind alone, p50 ms: ${kinds.join(' · ')}`);
  }
}
