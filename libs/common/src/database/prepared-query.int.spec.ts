import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { preparedQuery } from './prepared-query';

describe('prepared statements', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL!, [], []), extra: { max: 3 } });
    await db.initialize();
    await db.query('CREATE TABLE IF NOT EXISTS prepared_query_probe (id serial PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    await db.query('DROP TABLE IF EXISTS prepared_query_probe');
    await db.destroy();
  });

  it('answers the same rows as an ordinary query, call after call on the pooled connections', async () => {
    const text = 'SELECT $1::int + 1 AS next, $2::text AS label';
    for (let i = 0; i < 10; i++) {
      expect(await preparedQuery(db, text, [i, `n${i}`])).toEqual(await db.query(text, [i, `n${i}`]));
      expect(await preparedQuery(db.manager, text, [i, `n${i}`])).toEqual(await db.query(text, [i, `n${i}`]));
    }
  });

  it('gives every connection back to the pool, after a failure too', async () => {
    // given a pool of 3 connections
    // when 30 statements run at once, a third of them failing
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => preparedQuery(db, 'SELECT 1 / $1::int AS one', [i % 3])));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    // then the pool still answers on all of its connections (one left taken would make these wait forever)
    const held = await Promise.all([1, 2, 3].map(() => db.createQueryRunner()));
    await Promise.all(held.map((runner) => runner.connect()));
    await Promise.all(held.map((runner) => runner.release()));
    expect(await preparedQuery(db, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('is planned once per connection: the statement stays prepared on it', async () => {
    // given one connection, inside a transaction
    const text = 'SELECT $1::text AS probe_of_preparation';
    const prepared = await db.transaction(async (tx) => {
      // when the statement runs twice on it
      await preparedQuery(tx, text, ['a']);
      await preparedQuery(tx, text, ['b']);
      return tx.query<{ count: number }[]>('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1', [text]);
    });
    // then the connection holds it as one named prepared statement
    expect(prepared).toEqual([{ count: 1 }]);
  });

  it("runs in the caller's transaction: seen inside it, gone with its rollback", async () => {
    // given a transaction that writes through a prepared statement
    const inside = await db
      .transaction(async (tx) => {
        await preparedQuery(tx, 'INSERT INTO prepared_query_probe (label) VALUES ($1)', ['rolled back']);
        const seen = await tx.query<{ count: string }[]>('SELECT count(*) FROM prepared_query_probe WHERE label = $1', ['rolled back']);
        throw Object.assign(new Error('abandon'), { seen: Number(seen[0].count) });
      })
      .catch((error: { seen: number }) => error.seen);
    // then the row was there inside, and is gone after the rollback
    expect(inside).toBe(1);
    expect(await db.query('SELECT count(*)::int AS count FROM prepared_query_probe WHERE label = $1', ['rolled back'])).toEqual([{ count: 0 }]);
  });
});
