import { JsonLogger, nestLogLevels } from './json-logger';
import { currentRequestId, requestIdFrom, requestIdOf, withRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(requestIdFrom('lb-4f2a.9:1')).toBe('lb-4f2a.9:1');
    expect(requestIdFrom(['premier', 'second'])).toBe('premier');
    for (const bad of [undefined, '', 'avec espace', 'x'.repeat(101), 'a\nb', 42]) expect(requestIdFrom(bad)).toMatch(UUID);
  });

  it('prefers the id the API gave the request', () => {
    expect(requestIdOf({ id: 'donne-par-fastify', headers: { 'x-request-id': 'autre' } })).toBe('donne-par-fastify');
    expect(requestIdOf({ headers: { 'x-request-id': 'de-l-entete' } })).toBe('de-l-entete');
  });

  it('is the log context of the work it wraps, and only of it', async () => {
    expect(currentRequestId()).toBeUndefined();
    await withRequestId('req-1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(currentRequestId()).toBe('req-1');
    });
    expect(currentRequestId()).toBeUndefined();
    expect(withRequestId(null, () => currentRequestId())).toBeUndefined();
  });
});

describe('JSON logger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes one JSON object per line, with the request id of the work under way', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const logger = new JsonLogger('info');
    withRequestId('req-42', () => logger.log('courriel envoyé', 'Emails'));
    logger.log('sans requête', 'Worker');
    logger.debug('trop bavard', 'Worker');
    const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)));
    expect(lines).toEqual([
      expect.objectContaining({ level: 'log', message: 'courriel envoyé', context: 'Emails', requestId: 'req-42' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('maps LOG_LEVEL to Nest levels', () => {
    expect(nestLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('debug')).toEqual(['fatal', 'error', 'warn', 'log', 'debug']);
  });
});
