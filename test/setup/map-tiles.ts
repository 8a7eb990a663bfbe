import { createServer } from 'node:http';

/** A plain 1×1 PNG of the colour of land on OpenStreetMap's map, answered for every tile (stretched to 256×256). */
export const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC', 'base64');

/**
 * The map tiles of the run's shared APIs (MAP_TILE_URL): a blank image for every tile, from the
 * loopback, so no browser test reaches a real tile server.
 */
export async function startMapTiles(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600', 'access-control-allow-origin': '*' });
    res.end(BLANK_TILE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) };
}
