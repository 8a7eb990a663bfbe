import { ShortLivedLoads } from './product-representation.cache';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loader counting its calls, answering `{ id, version }` with the version given at the time of the call. */
function loader() {
  const calls: number[][] = [];
  let version = 1;
  let gate: Promise<void> = Promise.resolve();
  const load = async (ids: number[]) => {
    calls.push(ids);
    const at = version;
    await gate;
    return new Map(ids.map((id) => [id, { id, version: at }]));
  };
  return { load, calls, bump: () => version++, hold: (until: Promise<void>) => (gate = until) };
}

describe('short-lived loads', () => {
  it('loads each key once while it is fresh, concurrent misses sharing one load', async () => {
    const cache = new ShortLivedLoads<{ id: number; version: number }>(1_000);
    const { load, calls } = loader();
    const [a, b] = await Promise.all([cache.get([1, 2], String, load), cache.get([2], String, load)]);
    expect([...a.keys()]).toEqual([1, 2]);
    expect(b.get(2)).toEqual({ id: 2, version: 1 });
    expect(calls).toEqual([[1, 2]]);
  });

  it('answers a stale entry at once while loading it again, then answers the new one', async () => {
    // given an entry past its time, and a reload that takes a while
    // (a lifetime of 300 ms read 350 ms later: stale, and far enough from two lifetimes for a busy machine)
    const cache = new ShortLivedLoads<{ id: number; version: number }>(300);
    const { load, calls, bump, hold } = loader();
    await cache.get([1], String, load);
    await pause(350);
    bump();
    let release!: () => void;
    hold(new Promise<void>((resolve) => (release = resolve)));
    // when it is read: the old value comes back without waiting for the reload
    expect((await cache.get([1], String, load)).get(1)).toEqual({ id: 1, version: 1 });
    expect(calls).toHaveLength(2);
    // and a second read meanwhile starts no other reload
    await cache.get([1], String, load);
    expect(calls).toHaveLength(2);
    // then once reloaded, the new value answers
    release();
    await pause(5);
    expect((await cache.get([1], String, load)).get(1)).toEqual({ id: 1, version: 2 });
  });

  it('never answers a value older than two lifetimes: it waits for the load instead', async () => {
    const cache = new ShortLivedLoads<{ id: number; version: number }>(30);
    const { load, bump } = loader();
    await cache.get([1], String, load);
    await pause(80);
    bump();
    expect((await cache.get([1], String, load)).get(1)).toEqual({ id: 1, version: 2 });
  });

  it('keeps nothing with no lifetime', async () => {
    const cache = new ShortLivedLoads<{ id: number; version: number }>(0);
    const { load, calls } = loader();
    await cache.get([1], String, load);
    await cache.get([1], String, load);
    expect(calls).toHaveLength(2);
  });
});
