import { sql } from '../../../../test/support/db';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { contactOptions } from '../contact-options';

const BURST = 300;
const ALLOWANCE = contactOptions({}, {}).rateLimit.maxPerWindow;

/**
 * Messages sent all at once from one IP: each is counted in Redis before it is stored (atomic), so
 * at most the allowance is stored however the requests interleave.
 */
describe('a burst of contact messages sent at once (default allowance)', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({}, { contact: { rateLimit: { keyPrefix: `test:${process.pid}:${Date.now()}:contact-burst` } } })));
  afterAll(() => api.close());

  it(`stores at most ${ALLOWANCE} of ${BURST} messages from one IP`, async () => {
    const email = `rafale-${Date.now()}@exemple.fr`;
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api.post('/api/contact/', { name: 'Rafale', email, message: `Message ${i}` })));
    const stored = answers.filter((a) => a.status === 201).length;
    if (process.env.BURST_REPORT) console.log(`contact messages, one IP: ${stored} / ${BURST} stored`);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 429)).toEqual([]);
    expect(stored).toBe(ALLOWANCE);
    expect(await sql('SELECT count(*)::int AS count FROM contact_messages WHERE email = $1', [email])).toEqual([{ count: ALLOWANCE }]);
  });
});
