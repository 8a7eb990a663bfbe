import { createServer } from 'node:net';

/** A port free on the loopback right now, so an address can be written in a configuration before its server listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
