import { MAIL_MAX_WAIT_MS, PaymentsFirst } from './payments-first';

describe('payments before mails in a worker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled once the pending timers and callbacks ran. */
  async function settled(promise: Promise<unknown>, ms = 0): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(ms);
    return done;
  }

  it('lets a mail go at once when no payment is under way', async () => {
    expect(await settled(new PaymentsFirst().quiet())).toBe(true);
  });

  it('holds a mail while a payment is processed, and a moment after the last one', async () => {
    // given a payment under way
    const gate = new PaymentsFirst();
    let finish!: () => void;
    const payment = gate.payment(() => new Promise<void>((resolve) => (finish = resolve)));
    // when a mail asks to go
    const mail = gate.quiet();
    // then it waits for the payment, and goes once none has been under way for a short while
    expect(await settled(mail, 500)).toBe(false);
    finish();
    await payment;
    expect(await settled(mail, 10)).toBe(false);
    expect(await settled(mail, 100)).toBe(true);
  });

  it('never holds a mail longer than its limit, however many payments follow', async () => {
    // given payments that never stop
    const gate = new PaymentsFirst();
    void gate.payment(() => new Promise<void>(() => undefined));
    // when a mail asks to go, then it goes after the limit
    const mail = gate.quiet();
    expect(await settled(mail, MAIL_MAX_WAIT_MS - 10)).toBe(false);
    expect(await settled(mail, 20)).toBe(true);
  });
});
