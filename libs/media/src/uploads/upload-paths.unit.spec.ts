import { describe, expect, it } from '@jest/globals';
import { cleanFileName, parseUploadFile, uploadIdOfUrl, uploadUrl } from './upload-paths';

const ID = '3f2c8a1e-5b7d-4c9a-8e21-0f6b3d9a7c45';

describe('upload URLs and names', () => {
  it('parses the two renditions of an upload and nothing else', () => {
    expect(parseUploadFile(`${ID}.webp`)).toEqual({ id: ID, format: 'webp' });
    expect(parseUploadFile(`${ID}.png`)).toEqual({ id: ID, format: 'png' });
    for (const file of [`${ID}.svg`, `${ID}.WEBP`, `${ID.toUpperCase()}.png`, `${ID}.webp.png`, `../${ID}.png`, `${ID}`, 'x.png', '', 12, null]) {
      expect(parseUploadFile(file)).toBeNull();
    }
  });

  it('finds the id in the site URL a record names, never in the PNG or another path', () => {
    expect(uploadIdOfUrl(uploadUrl(ID, 'webp'))).toBe(ID);
    expect(uploadIdOfUrl(uploadUrl(ID, 'png'))).toBeNull();
    expect(uploadIdOfUrl(`https://exemplaire.test/media/uploads/${ID}.webp`)).toBeNull();
    expect(uploadIdOfUrl(`/media/uploads/${ID}.webp?x=1`)).toBeNull();
    expect(uploadIdOfUrl(`/media/products/${ID}.webp`)).toBeNull();
    expect(uploadIdOfUrl(undefined)).toBeNull();
  });

  it('keeps a cleaned, bounded file name', () => {
    expect(cleanFileName('C:\\Photos\\Été 2024.JPG')).toBe('Été 2024.JPG');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' a\u0000b\u202e\ngnp.exe ')).toBe('abgnp.exe');
    expect(cleanFileName('e\u0301.png')).toBe('é.png');
    expect(Array.from(cleanFileName('é'.repeat(300) + '.png'))).toHaveLength(255);
  });
});
