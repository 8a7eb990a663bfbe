import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { sniffImage } from './image-type';

const pixel = () => sharp({ create: { width: 3, height: 2, channels: 3, background: '#c0ffee' } });

describe('sniffImage: the kind of an uploaded image comes from its bytes', () => {
  it('recognises PNG, JPEG and WebP as sharp writes them', async () => {
    expect(sniffImage(await pixel().png().toBuffer())).toBe('png');
    expect(sniffImage(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await pixel().webp().toBuffer())).toBe('webp');
  });

  it('recognises SVG with or without a BOM, an XML declaration, comments and a doctype', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('\ufeff\n  <svg width="1" height="1"></svg>'))).toBe('svg');
    expect(
      sniffImage(
        Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>\n</svg>',
        ),
      ),
    ).toBe('svg');
  });

  it('refuses an SVG declaring entities (expansion bombs, external entities)', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg>&b;</svg>';
    expect(sniffImage(Buffer.from(bomb))).toBeNull();
    expect(sniffImage(Buffer.from('<svg><!ENTITY x SYSTEM "file:///etc/passwd"></svg>'))).toBeNull();
  });

  it('refuses what only looks like an image by its name or its first letters', () => {
    expect(sniffImage(Buffer.from('Bonjour, ceci est un texte.png'))).toBeNull();
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(Buffer.from('<svgx/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('does not look for the SVG root past the first 4 KB', () => {
    expect(sniffImage(Buffer.from(`<!--${' '.repeat(5000)}--><svg/>`))).toBeNull();
  });
});
