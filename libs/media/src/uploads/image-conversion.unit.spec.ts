import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { convertUpload, UploadRefused } from './image-conversion';
import { UPLOAD_MESSAGES as M } from './upload-messages';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });

async function refusal(bytes: Buffer): Promise<string> {
  const error = await convertUpload(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as Error).message;
}

describe('convertUpload: two renditions of an accepted image, or the reason of its refusal', () => {
  it('makes a WebP at most 2,400 px wide and a PNG at most 1,200 px wide, keeping the ratio', async () => {
    const image = await convertUpload(await solid(3000, 1500).jpeg().toBuffer());
    expect(await sharp(image.webp).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
    expect(await sharp(image.png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 600 });
    expect(image).toMatchObject({ width: 2400, height: 1200 });
  });

  it('never enlarges a small image', async () => {
    const image = await convertUpload(await solid(40, 30).png().toBuffer());
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(await sharp(image.png).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('applies the EXIF orientation and keeps no metadata', async () => {
    // Orientation 6: the camera was turned, the stored 60×20 pixels show a 20×60 picture.
    const photo = await solid(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Appareil de Lou' } } })
      .toBuffer();
    const image = await convertUpload(photo);
    expect(image).toMatchObject({ width: 20, height: 60 });
    const meta = await sharp(image.webp).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('rasterises SVG', async () => {
    const image = await convertUpload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><script>alert(1)</script><rect width="30" height="20" fill="red"/></svg>'),
    );
    expect(await sharp(image.webp).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
    expect(image.webp.includes('script')).toBe(false);
  });

  it('refuses an image wider or taller than 6,000 px', async () => {
    expect(await refusal(await solid(7000, 10).png().toBuffer())).toBe(M.tooManyPixels);
    expect(await refusal(await solid(10, 6001).png().toBuffer())).toBe(M.tooManyPixels);
  });

  it('refuses what is no image, and images of other kinds (GIF)', async () => {
    expect(await refusal(Buffer.from('juste du texte'))).toBe(M.wrongType);
    expect(await refusal(await solid(8, 8).gif().toBuffer())).toBe(M.wrongType);
  });

  it('refuses a truncated image as unreadable', async () => {
    const png = await solid(200, 200).png().toBuffer();
    expect(await refusal(png.subarray(0, 60))).toBe(M.unreadable);
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect'))).toBe(M.unreadable);
  });
});
