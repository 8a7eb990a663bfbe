import type { DataSource } from 'typeorm';
import type { BuildCommands, CartCommandRunner } from '../commands/cart-runner.service';
import { CartExpirer } from './cart-expirer.service';

const CART = '0b8f3c1e-8d4a-4c5e-9f61-2a7d3e9b5c10';
const event = (version: number, type: string, data: unknown) => ({ global_position: String(version), stream_id: CART, version, type, data, metadata: {}, recorded_at: new Date() });
const created = event(1, 'CartCreated', { cartId: CART, labelId: 1, ownerId: 7 });
const confirmed = event(2, 'CartConfirmed', { totalCents: 2500 });
const JOB = { cartId: CART, confirmedVersion: 2 };

/**
 * The expirer over a stream read as `reads` say, one read after the other, and a runner whose
 * stream stands at `runAt` when the command is built: what the command built is recorded.
 */
function expirer(reads: unknown[][], runAt: number) {
  const built: unknown[] = [];
  const db = { manager: { query: async () => reads.shift() } } as unknown as DataSource;
  const runner = {
    run: async (_cartId: string, _actor: unknown, build: BuildCommands) => {
      const commands = build({} as never, { terms: { booksellerDiscountBp: null }, today: '2026-03-14', at: '2026-03-14T12:00:00Z', version: runAt });
      built.push(commands);
      const appended = Array.isArray(commands) ? commands.length : 1;
      return { newEvents: Array.from({ length: appended }), version: runAt + appended };
    },
  } as unknown as CartCommandRunner;
  return { expirer: new CartExpirer(db, runner), built };
}

describe('the expirer of a confirmed cart', () => {
  it('unconfirms the cart on the stream as it decided on', async () => {
    // given a cart confirmed at version 2, still there when the command is built
    const { expirer: subject, built } = expirer([[created, confirmed]], 2);
    // when its job runs, then the cart is unconfirmed as expired
    expect(await subject.expire(JOB, 'job-1')).toEqual({ kind: 'expire' });
    expect(built).toEqual([{ type: 'Unconfirm', reason: 'expired' }]);
  });

  it('appends nothing when the stream moved since it looked, and looks again', async () => {
    // given a cart unconfirmed and confirmed again (versions 3 and 4) between the look and the command
    const again = [created, confirmed, event(3, 'CartUnconfirmed', { reason: 'customer' }), event(4, 'CartConfirmed', { totalCents: 2500 })];
    const { expirer: subject, built } = expirer([[created, confirmed], again], 4);
    // when the first confirmation's job runs
    const decision = await subject.expire(JOB, 'job-1');
    // then the command built on the moved stream appended nothing, and the second look leaves the new confirmation alone
    expect(built).toEqual([[]]);
    expect(decision).toEqual({ kind: 'leave', why: 'confirmed-again' });
  });
});
