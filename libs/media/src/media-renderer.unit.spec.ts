import sharp from 'sharp';
import { MediaRenderer, parseMediaPath } from './media-renderer';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c33"/></svg>';

describe('MediaRenderer', () => {
  it('returns the SVG as is', async () => {
    const out = await new MediaRenderer().render('k', 'svg', () => svg);
    expect(out?.contentType).toMatch(/^image\/svg\+xml/);
    expect(out?.body.toString('utf8')).toBe(svg);
  });

  it('converts to real WebP', async () => {
    const out = await new MediaRenderer().render('k', 'webp', async () => svg);
    expect(out?.contentType).toBe('image/webp');
    const body = out!.body;
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    await expect(sharp(body).metadata()).resolves.toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('converts to real PNG, for mail clients that show neither SVG nor WebP', async () => {
    const out = await new MediaRenderer().render('k', 'png', () => svg);
    expect(out?.contentType).toBe('image/png');
    expect(out!.body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    await expect(sharp(out!.body).metadata()).resolves.toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('makes the SVG once per key, across formats and concurrent requests', async () => {
    const renderer = new MediaRenderer();
    const make = jest.fn(async () => svg);
    const [a, b] = await Promise.all([renderer.render('k', 'webp', make), renderer.render('k', 'webp', make)]);
    await renderer.render('k', 'svg', make);
    await renderer.render('k', 'webp', make);
    await renderer.render('k', 'png', make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(a!.body.equals(b!.body)).toBe(true);
    await renderer.render('other', 'svg', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('returns null for an unknown subject, without caching the miss', async () => {
    const renderer = new MediaRenderer();
    const make = jest.fn(() => null);
    await expect(renderer.render('missing', 'webp', make)).resolves.toBeNull();
    await expect(renderer.render('missing', 'svg', make)).resolves.toBeNull();
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('renders again after forget()', async () => {
    const renderer = new MediaRenderer();
    const make = jest.fn(() => svg);
    await renderer.render('k', 'png', make);
    renderer.forget('k');
    await renderer.render('k', 'png', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('scales a raster rendition down to a responsive width, never up, each width kept apart', async () => {
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#c33"/></svg>';
    const renderer = new MediaRenderer();
    const make = jest.fn(() => wide);
    const narrow = await renderer.render('cover', 'webp', make, 480);
    await expect(sharp(narrow!.body).metadata()).resolves.toMatchObject({ format: 'webp', width: 480, height: 270 });
    const full = await renderer.render('cover', 'webp', make);
    await expect(sharp(full!.body).metadata()).resolves.toMatchObject({ width: 1200, height: 675 });
    const small = await renderer.render('small', 'png', () => svg, 640);
    await expect(sharp(small!.body).metadata()).resolves.toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(make).toHaveBeenCalledTimes(1);
    renderer.forget('cover');
    await renderer.render('cover', 'webp', make, 480);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('evicts when the byte budget is exceeded', async () => {
    const renderer = new MediaRenderer({ maxBytes: svg.length * 2 });
    const make = jest.fn(() => svg);
    for (const key of ['a', 'b', 'c', 'a']) await renderer.render(key, 'svg', make);
    expect(make).toHaveBeenCalledTimes(4);
  });
});

describe('parseMediaPath', () => {
  it('accepts folders of lower-case words and an svg, webp or png file', () => {
    expect(parseMediaPath('labels/exemplaire/emblem-40.webp')).toEqual({ segments: ['labels', 'exemplaire'], name: 'emblem-40', format: 'webp' });
    expect(parseMediaPath('logo.svg')).toEqual({ segments: [], name: 'logo', format: 'svg' });
    expect(parseMediaPath('labels/exemplaire/logo.png')).toEqual({ segments: ['labels', 'exemplaire'], name: 'logo', format: 'png' });
  });

  it('reads a responsive width from a raster name, among the listed widths only', () => {
    expect(parseMediaPath('crowdfundings/les-oiseaux/cover.640w.webp')).toEqual({ segments: ['crowdfundings', 'les-oiseaux'], name: 'cover', format: 'webp', width: 640 });
    expect(parseMediaPath('products/le-gout-du-mil.320w.png')).toEqual({ segments: ['products'], name: 'le-gout-du-mil', format: 'png', width: 320 });
    expect(parseMediaPath('products/x.640w.svg')).toBeNull();
    expect(parseMediaPath('products/x.641w.webp')).toBeNull();
    expect(parseMediaPath('products/x.99999w.webp')).toBeNull();
    expect(parseMediaPath('products/x.0640w.webp')).toBeNull();
    expect(parseMediaPath('products/x.640.webp')).toBeNull();
  });

  it.each([
    '../x.svg',
    'a/../x.svg',
    './x.svg',
    'a/b.gif',
    'a/b.PNG',
    'a/b.png.svg.jpg',
    'a%2f.svg',
    'a%2F..%2Fx.svg',
    'A/b.svg',
    'a/B.svg',
    'a/b.SVG',
    'a//b.svg',
    '/a/b.svg',
    'a/b.svg/',
    '',
    '.svg',
    'a/b',
    'a/b.svg.webp',
    'a\\b.svg',
    'a b.svg',
    'a/b.svg?x=1',
    'é/b.svg',
    'a_b.svg',
    `${'a/'.repeat(20)}b.svg`,
  ])('refuses %p', (path) => {
    expect(parseMediaPath(path)).toBeNull();
  });
});
