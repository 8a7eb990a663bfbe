import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@shop/common';
import { ConcurrencyError, Decider, eventStore, handleCommand, VersionConflictError } from './index';

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
      eventStore.append(tx, 'counter', id, 1, [{ type: 'Incremented', data: { by: 3 } }, { type: 'Reset', data: {} }], meta(8)),
    );
    const events = await eventStore.read(db.manager, id);
    expect(events.map((e) => [e.version, e.type, e.metadata.userId])).toEqual([[1, 'Incremented', 7], [2, 'Incremented', 8], [3, 'Reset', 8]]);
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
    const two = [{ type: 'Incremented' as const, data: { by: 1 } }, { type: 'Incremented' as const, data: { by: 2 } }];
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, two, meta()))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof VersionConflictError)).toBe(true);
    expect((await eventStore.read(db.manager, id)).map((e) => [e.version, (e.data as { by: number }).by])).toEqual([[1, 1], [2, 2]]);
    const [stream] = await db.query('SELECT version FROM event_streams WHERE stream_id = $1', [id]);
    expect(stream.version).toBe(2);
  });

  it('never lets an event be changed or deleted', async () => {
    const id = `counter-${randomUUID()}`;
    await db.transaction((tx) => eventStore.append(tx, 'counter', id, 0, [{ type: 'Reset', data: {} }], meta()));
    await expect(db.query(`UPDATE stream_events SET type = 'x' WHERE stream_id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM stream_events WHERE stream_id = $1', [id])).rejects.toThrow(/append-only/);
  });

  it('loses no update when 20 commands hit one stream at once', async () => {
    const id = `counter-${randomUUID()}`;
    await Promise.all(Array.from({ length: 20 }, () => handleCommand(db, counter, { type: 'counter', id }, { type: 'increment', by: 1 }, meta(), undefined, { maxAttempts: 50 })));
    const events = await eventStore.read(db.manager, id);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(events.reduce((sum, e) => sum + (e.data as { by: number }).by, 0)).toBe(20);
  });

  it('gives up with a ConcurrencyError when the stream keeps moving, and the winners are all recorded', async () => {
    const id = `counter-${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => handleCommand(db, counter, { type: 'counter', id }, { type: 'increment', by: 1 }, meta(), undefined, { maxAttempts: 1 })),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const lost = results.filter((r) => r.status === 'rejected');
    expect(lost.every((r) => (r as PromiseRejectedResult).reason instanceof ConcurrencyError)).toBe(true);
    expect(await eventStore.read(db.manager, id)).toHaveLength(won);
  });

  it('does not retry a refused command, and rolls back the events when the read model fails', async () => {
    const id = `counter-${randomUUID()}`;
    let decisions = 0;
    const counted: Decider<CounterCommand, number, CounterEvent> = { ...counter, decide: (c, s) => (decisions++, counter.decide(c, s)) };
    await expect(handleCommand(db, counted, { type: 'counter', id }, { type: 'increment', by: 5000 }, meta())).rejects.toThrow('trop grand');
    expect(decisions).toBe(1);
    await expect(
      handleCommand(db, counter, { type: 'counter', id }, { type: 'increment', by: 1 }, meta(), async () => {
        throw new Error('projection en panne');
      }),
    ).rejects.toThrow('projection en panne');
    expect(await eventStore.read(db.manager, id)).toHaveLength(0);
  });
});
