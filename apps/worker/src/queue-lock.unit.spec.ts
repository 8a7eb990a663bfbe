import { queueLockOptions } from './queue-lock';

describe('queueLockOptions', () => {
  it("keeps BullMQ's 30 s by default", () => {
    expect(queueLockOptions({})).toEqual({ lockDuration: 30_000, stalledInterval: 30_000 });
    expect(queueLockOptions({ QUEUE_LOCK_SECONDS: '' })).toEqual({ lockDuration: 30_000, stalledInterval: 30_000 });
  });

  it('takes QUEUE_LOCK_SECONDS for both, in milliseconds', () => {
    expect(queueLockOptions({ QUEUE_LOCK_SECONDS: '3' })).toEqual({ lockDuration: 3_000, stalledInterval: 3_000 });
  });

  it('refuses anything but whole seconds from 2 to 300, in French', () => {
    for (const bad of ['1', '301', '2.5', 'trente', '-5']) {
      expect(() => queueLockOptions({ QUEUE_LOCK_SECONDS: bad })).toThrow(`QUEUE_LOCK_SECONDS doit être un nombre entier de secondes entre 2 et 300 (reçu : « ${bad} »).`);
    }
  });
});
