import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@shop/common';
import { Decider, eventStore, isVersionConflict, replay, VersionConflictError } from './index';

type CounterEvent = { type: 'Incremented'; data: { by: number } } | { type: 'Reset'; data: Record<string, never> };
type CounterCommand = { type: 'increment'; by: number } | { type: 'reset' };

/** A tiny decider: refuses to go over 1000, the way a real one refuses a bad command. */
const counter: Decider<CounterCommand, number, CounterEvent> = {
  initialState: () => 0,
  decide: (cmd, value) => {
    if (cmd.type === 'reset') return [{ type: 'Reset', data: {} }];
    if (value + cmd.by > 1000) throw new Error('trop grand');
    return [{ type: 'Incremented', data: { by: cmd.by } }];
  },
  evolve: (value, e) => (e.type === 'Reset' ? 0 : value + e.data.by),
};

const meta = (userId: number | null = null) => ({ userId, requestId: randomUUID(), at: new Date().toISOString() });

describe('event store', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL!, [], []), extra: { max: 25 } });
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('appends events at increasing versions and reads them back with their metadata', async () => {
    const id = `counter-${randomUUID()}`;
    await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Incremented', data: { by: 2 } }], meta(7)));
    await db.transaction((tx) =>
      eventStore.append(
        tx,
        'counter',
        id,
        1,
        [
          { type: 'Incremented', data: { by: 3 } },
          { type: 'Reset', data: {} },
        ],
        meta(8),
      ),
    );
    const events = await eventStore.read(db.manager, id);
    expect(events.map((e) => [e.version, e.type, e.metadata.userId])).toEqual([
      [1, 'Incremented', 7],
      [2, 'Incremented', 8],
      [3, 'Reset', 8],
    ]);
    expect(Number(events[2].globalPosition)).toBeGreaterThan(Number(events[0].globalPosition));
    expect((await eventStore.read(db.manager, id, 2)).map((e) => e.version)).toEqual([1, 2]);
  });

  it('refuses an append at a stale version, and a second creation of the same stream', async () => {
    const id = `counter-${randomUUID()}`;
    await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta()));
    await expect(db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta()))).rejects.toBeInstanceOf(VersionConflictError);
    await expect(db.transaction((tx) => eventStore.append(tx, 'counter', id, 5, [{ type: 'Reset', data: {} }], meta()))).rejects.toBeInstanceOf(VersionConflictError);
  });

  it('creates a stream once when several appenders start it at the same time, with all the events of the one that won', async () => {
    const id = `counter-${randomUUID()}`;
    const two = [
      { type: 'Incremented' as const, data: { by: 1 } },
      { type: 'Incremented' as const, data: { by: 2 } },
    ];
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, two, meta()))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof VersionConflictError)).toBe(true);
    expect((await eventStore.read(db.manager, id)).map((e) => [e.version, (e.data as { by: number }).by])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const [stream] = await db.query('SELECT version FROM event_streams WHERE stream_id = $1', [id]);
    expect(stream.version).toBe(2);
  });

  it('never lets an event be changed or deleted', async () => {
    const id = `counter-${randomUUID()}`;
    await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta()));
    await expect(db.query(`UPDATE stream_events SET type = 'x' WHERE stream_id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM stream_events WHERE stream_id = $1', [id])).rejects.toThrow(/append-only/);
  });

  it('loses no update when 20 writers append at once, each at the version it read, again after a conflict', async () => {
    // given 20 writers of one stream, each folding it, deciding and appending at the version it folded
    const id = `counter-${randomUUID()}`;
    let conflicts = 0;
    const increment = async (): Promise<void> => {
      for (;;) {
        try {
          return await db.transaction(async (tx) => {
            const history = await eventStore.read<CounterEvent>(tx, id);
            await eventStore.append(tx, 'counter', id, history.length, counter.decide({ type: 'increment', by: 1 }, replay(counter, history)), meta());
          });
        } catch (error) {
          if (!isVersionConflict(error)) throw error;
          conflicts++;
        }
      }
    };
    // when they all run at once
    await Promise.all(Array.from({ length: 20 }, increment));
    // then every increment is there once, at gapless versions, and the losers did conflict
    const events = await eventStore.read(db.manager, id);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(replay(counter, events as { type: CounterEvent['type']; data: CounterEvent['data'] }[])).toBe(20);
    expect(conflicts).toBeGreaterThan(0);
  });

  it('tells a lost race from any other failure: the version check, the unique (stream, version) index', async () => {
    const id = `counter-${randomUUID()}`;
    await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta()));
    const stale = await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta())).catch((e: unknown) => e);
    const sameVersion = await db.query(`INSERT INTO stream_events (stream_id, version, type, data, metadata) VALUES ($1, 1, 'Reset', '{}', '{}')`, [id]).catch((e: unknown) => e);
    const other = await db.query('SELECT 1 / 0').catch((e: unknown) => e);
    expect([isVersionConflict(stale), isVersionConflict(sameVersion), isVersionConflict(other)]).toEqual([true, true, false]);
  });

  it('rolls the events back with the transaction that appended them (a read model failing after the append)', async () => {
    const id = `counter-${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await eventStore.append(tx, 'counter', id, 0, [{ type: 'Incremented', data: { by: 1 } }], meta());
        throw new Error('projection en panne');
      }),
    ).rejects.toThrow('projection en panne');
    expect(await eventStore.read(db.manager, id)).toHaveLength(0);
  });
});
