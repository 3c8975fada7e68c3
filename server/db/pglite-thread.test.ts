import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.start({ dataDir: undefined, settings: [] });
  await db.query(
    'create table notes (id int primary key, body text, tags int[], meta jsonb, at timestamptz)',
  );
});
afterAll(() => db.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

describe('the embedded database on its own thread', () => {
  it('passes values of every kind both ways, and leaves dates and times as PostgreSQL writes them', async () => {
    await db.query('insert into notes values ($1, $2, $3, $4, $5)', [
      1,
      'first',
      [1, 2, 3],
      { a: 'b' },
      new Date('2026-11-23T10:00:00Z'),
    ]);
    await db.query('insert into notes (id, body) values ($1, $2)', [2, null]);
    expect(
      await rows('select id, body, tags, meta, at from notes where id = any($1) order by id', [[1, 2]]),
    ).toEqual([
      { id: 1, body: 'first', tags: [1, 2, 3], meta: { a: 'b' }, at: '2026-11-23 10:00:00+00' },
      { id: 2, body: null, tags: null, meta: null, at: null },
    ]);
    const arrays = await db.query('select id from notes order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1], [2]]);
  });

  it('answers a failed statement with PostgreSQL’s code and goes on working', async () => {
    const failure = await db.query('insert into notes (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await rows('select count(*)::int as n from notes')).toEqual([{ n: 2 }]);
  });

  it('sees a change of table shape in a statement it has run before', async () => {
    expect(Object.keys((await rows<object>('select * from notes where id = $1', [1]))[0]!)).not.toContain(
      'extra',
    );
    await db.query('alter table notes add column extra text');
    expect(Object.keys((await rows<object>('select * from notes where id = $1', [1]))[0]!)).toContain(
      'extra',
    );
  });

  it('prepares a statement once, but plans a pattern match for its pattern every time', async () => {
    await db.query('create extension if not exists pg_trgm');
    const searches = [
      'select count(*) from notes where body ilike $1',
      "select count(*) from notes where to_tsvector('simple', body) @@ to_tsquery('simple', $1)",
      'select count(*) from notes where $1 <% body',
    ];
    for (let i = 0; i < 3; i++) {
      await db.query('select count(*) from notes where id = $1', [1]);
      for (const search of searches) await db.query(search, ['fir']);
    }
    const statements = await rows<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.map((s) => s.statement)).toContain('select count(*) from notes where id = $1');
    expect(statements.filter((s) => searches.includes(s.statement))).toEqual([]);
  });

  it('runs more distinct statements than it keeps prepared', async () => {
    for (let i = 0; i < 250; i++) {
      expect(await rows(`select ${i}::int as n, count(*)::int as c from notes where id > $1`, [0])).toEqual([
        { n: i, c: 2 },
      ]);
    }
  });

  it('keeps other statements out of an open transaction, so a rollback takes only its own work', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (10, $1)', ['inside']);
        await held;
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    const outside = db.query('insert into notes (id, body) values (11, $1)', ['outside']);
    release();
    expect(await transaction).toBe('changed my mind');
    await outside;
    expect(await rows('select body from notes where id >= 10 order by id')).toEqual([{ body: 'outside' }]);
  });

  it('hands over a notification before the answer of the statement that sent it', async () => {
    const heard: string[] = [];
    await db.listen('test_channel', (payload) => heard.push(payload));
    await db.query(`select pg_notify('test_channel', 'hello')`);
    expect(heard).toEqual(['hello']);
  });
});
