import sharp, { type Sharp } from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { postMultipart, type FilePart } from '../../../../test/support/multipart';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { UploadedImages } from '../uploads/uploaded-images';
import { UPLOAD_MESSAGES as M } from '../uploads/upload-messages';

const UPLOAD = '/api/staff/images/';

/** A plain image of a colour of its own (the same bytes twice would name the same upload). */
let colour = 0x204060;
function image(width: number, height: number): Sharp {
  colour += 0x010305;
  return sharp({ create: { width, height, channels: 3, background: `#${(colour & 0xffffff).toString(16).padStart(6, '0')}` } });
}

describe('staff image uploads: POST api/staff/images/, then GET media/uploads/…', () => {
  let api: TestApi;
  let staff: { id: number; access: string };
  let reader: string;
  let bookseller: string;

  beforeAll(async () => {
    api = await startTestApi();
    staff = await loggedInUser(api, { staff: true });
    reader = (await loggedInUser(api)).access;
    bookseller = (await loggedInUser(api, { bookseller: true })).access;
  });
  afterAll(() => api?.close());

  const upload = (file: FilePart, token = staff.access) => postMultipart(api, UPLOAD, { file, token });
  const fetchMedia = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(api.baseUrl + url, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it.each([
    ['PNG', 'couverture.png', () => image(300, 200).png().toBuffer()],
    ['JPEG', 'photo.jpg', () => image(300, 200).jpeg().toBuffer()],
    ['WebP', 'bandeau.webp', () => image(300, 200).webp().toBuffer()],
  ])('takes a %s and serves it back as WebP and PNG, cached for a year', async (_kind, name, make) => {
    const res = await upload({ name, bytes: await make() });
    expect(res.status).toBe(201);
    const { id } = res.body;
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/media/uploads/${id}.webp`, png_url: `/media/uploads/${id}.png`, width: 300, height: 200 });

    const webp = await fetchMedia(res.body.url);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const etag = webp.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const again = await fetchMedia(res.body.url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const png = await fetchMedia(res.body.png_url);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('etag')).not.toBe(etag);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it('rasterises an SVG: what comes back is a picture, its script gone', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert("coucou")</script><rect width="120" height="80" fill="#e76f51"/></svg>';
    const res = await upload({ name: 'logo.svg', bytes: Buffer.from(svg), type: 'image/svg+xml' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 120, height: 80 });
    for (const url of [res.body.url, res.body.png_url]) {
      const served = await fetchMedia(url);
      expect(served.headers.get('content-type')).toMatch(/^image\/(webp|png)$/);
      expect(['webp', 'png']).toContain((await sharp(served.bytes).metadata()).format);
      expect(served.bytes.includes('script')).toBe(false);
    }
  });

  it('goes by the bytes: a PNG named .txt and sent as text is taken, a text named .png sent as a PNG is not', async () => {
    const png = await upload({ name: 'notes.txt', bytes: await image(10, 10).png().toBuffer(), type: 'text/plain' });
    expect(png.status).toBe(201);
    const text = await upload({ name: 'image.png', bytes: Buffer.from('Ceci n’est pas une image.'), type: 'image/png' });
    expect(text).toMatchObject({ status: 400, body: { file: [M.wrongType] } });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await image(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload({ name: 'lourd.png', bytes: big })).toMatchObject({ status: 400, body: { file: [M.tooLarge] } });
  });

  it('refuses an image wider than 6,000 pixels', async () => {
    const wide = await image(7000, 10).png().toBuffer();
    expect(await upload({ name: 'frise.png', bytes: wide })).toMatchObject({ status: 400, body: { file: [M.tooManyPixels] } });
  });

  it('refuses a truncated image, and a request without a file', async () => {
    const png = await image(200, 200).png().toBuffer();
    expect(await upload({ name: 'coupée.png', bytes: png.subarray(0, 100) })).toMatchObject({ status: 400, body: { file: [M.unreadable] } });
    expect(await postMultipart(api, UPLOAD, { fields: { titre: 'rien' }, token: staff.access })).toMatchObject({ status: 400, body: { file: [M.noFile] } });
    expect(await api.post(UPLOAD, { file: 'pas un fichier' }, { token: staff.access })).toMatchObject({ status: 400, body: { file: [M.noFile] } });
  });

  it('is for staff only: 401 anonymous, 403 readers and booksellers', async () => {
    const file = { name: 'a.png', bytes: await image(4, 4).png().toBuffer() };
    expect((await postMultipart(api, UPLOAD, { file })).status).toBe(401);
    expect((await upload(file, reader)).status).toBe(403);
    expect((await upload(file, bookseller)).status).toBe(403);
  });

  it('names the same image when the same bytes come again, and keeps the cleaned name and the uploader', async () => {
    const bytes = await image(50, 40).jpeg().toBuffer();
    const first = await upload({ name: 'C:\\Mes images\\Été\u0000.jpg', bytes });
    const second = await upload({ name: 'autre.jpg', bytes });
    expect(second.body).toEqual(first.body);
    const rows = await sql('SELECT original_name, uploaded_by, original_size FROM uploaded_images WHERE id = $1', [first.body.id]);
    expect(rows).toEqual([{ original_name: 'Été.jpg', uploaded_by: staff.id, original_size: bytes.length }]);
  });

  it('answers 404 for a malformed or unknown name', async () => {
    for (const name of ['nope.webp', '00000000-0000-4000-8000-000000000000.webp', '00000000-0000-4000-8000-000000000000.svg', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await api.get(`/media/uploads/${name}`);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 404, body: { detail: 'Pas trouvé.' } });
    }
  });

  it('tells other modules whether a record’s image URL names an upload', async () => {
    const { body } = await upload({ name: 'fiche.png', bytes: await image(12, 12).png().toBuffer() });
    const images = api.app.get(UploadedImages, { strict: false });
    expect(await images.exists(body.url)).toBe(true);
    expect(await images.exists(body.png_url)).toBe(false);
    expect(await images.exists('/media/uploads/00000000-0000-4000-8000-000000000000.webp')).toBe(false);
    expect(await images.exists('https://ailleurs.test/image.webp')).toBe(false);
  });
});
