import { describe, expect, it } from '@jest/globals';
import { imagePreload, responsiveSrcSet } from './responsive-image';

describe('responsiveSrcSet: the narrower renditions of a generated WebP picture', () => {
  it('lists the listed widths under the picture’s own, then the picture itself', () => {
    expect(responsiveSrcSet('https://shop.example/media/crowdfundings/les-oiseaux/cover.webp', 1200)).toBe(
      [
        'https://shop.example/media/crowdfundings/les-oiseaux/cover.320w.webp 320w',
        'https://shop.example/media/crowdfundings/les-oiseaux/cover.480w.webp 480w',
        'https://shop.example/media/crowdfundings/les-oiseaux/cover.640w.webp 640w',
        'https://shop.example/media/crowdfundings/les-oiseaux/cover.960w.webp 960w',
        'https://shop.example/media/crowdfundings/les-oiseaux/cover.webp 1200w',
      ].join(', '),
    );
    expect(responsiveSrcSet('/media/products/le-gout-du-mil.webp', 600)).toBe(
      '/media/products/le-gout-du-mil.320w.webp 320w, /media/products/le-gout-du-mil.480w.webp 480w, /media/products/le-gout-du-mil.webp 600w',
    );
  });

  it('has nothing to offer for an upload, an SVG, a picture without width or narrower than every rendition', () => {
    expect(responsiveSrcSet('https://shop.example/media/uploads/2b0c7c1e-6f1a-4c39-9b1f-0f5f2a3e4d5c.webp', 1600)).toBeNull();
    expect(responsiveSrcSet('https://shop.example/media/products/x.svg', 600)).toBeNull();
    expect(responsiveSrcSet('https://elsewhere.example/x.webp', 600)).toBeNull();
    expect(responsiveSrcSet('/media/products/x.webp', undefined)).toBeNull();
    expect(responsiveSrcSet('/media/products/x.webp', 160)).toBeNull();
    expect(responsiveSrcSet(null, 600)).toBeNull();
  });
});

describe('imagePreload: the preload of a page’s main picture', () => {
  it('is responsive for a generated WebP picture, with the sizes it is shown at', () => {
    expect(imagePreload('/media/products/x.webp', '/media/products/x.svg', 600, '50vw')).toEqual({
      preloadImage: '/media/products/x.webp',
      preloadImageSrcSet: '/media/products/x.320w.webp 320w, /media/products/x.480w.webp 480w, /media/products/x.webp 600w',
      preloadImageSizes: '50vw',
    });
  });

  it('names the one file of any other picture, and nothing before the data is there', () => {
    expect(imagePreload(null, '/media/products/x.svg', 600, '50vw')).toEqual({ preloadImage: '/media/products/x.svg' });
    expect(imagePreload(undefined, undefined, 600, '50vw')).toEqual({ preloadImage: undefined });
  });
});
