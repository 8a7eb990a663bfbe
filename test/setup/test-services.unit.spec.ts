import { createServer } from 'node:net';
import { privateRedisSource } from '../support/private-redis';
import { DEFAULT_DATABASE_SERVER, DEFAULT_REDIS_URL, NoTestServices, planTestServices, POSTGRES_IMAGE, REDIS_IMAGE, tcpAnswers, type ServiceProbes } from './test-services';

/** Probes that answer as told: which URLs listen, and whether Docker does. */
function probes(up: string[], docker: boolean): ServiceProbes & { dockerAsked: () => boolean } {
  let asked = false;
  return {
    answers: async (url) => up.includes(url),
    dockerAnswers: async () => ((asked = true), docker),
    dockerAsked: () => asked,
  };
}

describe('where the tests find PostgreSQL and Redis', () => {
  it('uses the local servers when both answer, without asking Docker', async () => {
    const p = probes([DEFAULT_DATABASE_SERVER, DEFAULT_REDIS_URL], true);
    expect(await planTestServices({}, p)).toEqual({
      postgres: { source: 'local', server: DEFAULT_DATABASE_SERVER },
      redis: { source: 'local', url: DEFAULT_REDIS_URL },
    });
    expect(p.dockerAsked()).toBe(false);
  });

  it('honours TEST_DATABASE_SERVER and REDIS_URL', async () => {
    const env = { TEST_DATABASE_SERVER: 'postgres://ci@db.internal:5433', REDIS_URL: 'redis://cache.internal:6380' };
    expect(await planTestServices(env, probes(Object.values(env), false))).toEqual({
      postgres: { source: 'local', server: env.TEST_DATABASE_SERVER },
      redis: { source: 'local', url: env.REDIS_URL },
    });
  });

  it('starts containers for what does not answer when Docker does', async () => {
    expect(await planTestServices({}, probes([], true))).toEqual({ postgres: { source: 'container', server: '' }, redis: { source: 'container', url: '' } });
    expect(await planTestServices({}, probes([DEFAULT_REDIS_URL], true))).toEqual({
      postgres: { source: 'container', server: '' },
      redis: { source: 'local', url: DEFAULT_REDIS_URL },
    });
  });

  it('stops at once with neither, naming what is missing and both ways', async () => {
    const refusal = await planTestServices({}, probes([DEFAULT_REDIS_URL], false)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(NoTestServices);
    const message = (refusal as Error).message;
    expect(message).toContain(`PostgreSQL (${DEFAULT_DATABASE_SERVER}) ne répond pas`);
    expect(message).not.toContain('Redis (');
    expect(message).toContain('TEST_DATABASE_SERVER');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain(POSTGRES_IMAGE);
    expect(message).toContain(REDIS_IMAGE);
    expect(((await planTestServices({}, probes([], false)).catch((e: unknown) => e)) as Error).message).toContain('ne répondent pas');
  });

  it('the fault tests’ own Redis: the local redis-server, else a container, else a clear refusal', () => {
    expect(privateRedisSource(true, false)).toBe('process');
    expect(privateRedisSource(true, true)).toBe('process');
    expect(privateRedisSource(false, true)).toBe('container');
    expect(() => privateRedisSource(false, false)).toThrow(/redis-server .* Docker/);
  });

  it('probes a server by opening a TCP connection to its URL', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await tcpAnswers(`postgres://postgres@127.0.0.1:${port}`)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await tcpAnswers(`redis://127.0.0.1:${port}`)).toBe(false);
    expect(await tcpAnswers('pas une adresse')).toBe(false);
  });
});
