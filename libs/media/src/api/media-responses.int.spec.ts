import sharp from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { postMultipart } from '../../../../test/support/multipart';

/**
 * The success answers of staff's image uploads and of their serving are what the OpenAPI document
 * says: the upload's JSON key for key, each rendition as one of the documented types.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['post', '/api/staff/images', 201],
  ['get', '/media/uploads/{file}', 200, 'file'],
];

describe('staff image uploads: every success answer as the OpenAPI document describes it', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
  });

  it('documents a typed success answer, a French tag and a summary on every operation', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('an upload (a raster image, then an SVG), and both its renditions as documented types', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#f4a26180' } })
      .png()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64"><circle cx="24" cy="32" r="20" fill="#264653"/></svg>');
    const documented = Object.keys(suite.document.paths['/media/uploads/{file}'].get.responses['200'].content);
    for (const file of [
      { name: 'vignette.png', bytes: png },
      { name: 'pictogramme.svg', bytes: svg },
    ]) {
      const res = await postMultipart(suite.api, '/api/staff/images/', { file, token: staff });
      expectDocumented('post', '/api/staff/images', 201, res);
      for (const url of [res.body.url, res.body.png_url]) {
        const served = await fetch(suite.api.baseUrl + url);
        await served.arrayBuffer();
        expect(served.status).toBe(200);
        expect(documented).toContain(served.headers.get('content-type'));
      }
    }
  });

  it('fails an upload answer with a key the document does not describe', () => {
    const answer = { id: '3f2c8a1e-5b7d-4c9a-8e21-0f6b3d9a7c45', url: '/media/uploads/x.webp', png_url: '/media/uploads/x.png', width: 1, height: 1 };
    expect(suite.check('post', '/api/staff/images', 201, answer)).toEqual([]);
    expect(suite.check('post', '/api/staff/images', 201, { ...answer, sha256: 'ab' }).join()).toContain('sha256');
  });
});
