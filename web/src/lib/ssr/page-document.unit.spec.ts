import { describe, expect, it } from '@jest/globals';
import { documentOf, type PageManifest } from './page-document';
import { ServerRender, type PageHead } from './server-render';

// The SPA's index.html as Vite writes it: the entry in the head, its imports preloaded, its styles linked.
const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="description" content="Maison d'édition." />
    <title>Exemplaire</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: PageManifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react'], css: ['assets/index-C.css'], isEntry: true },
  _react: { file: 'assets/react-B.js' },
  'src/app/routes/catalogue/book.tsx': { file: 'assets/book-D.js', imports: ['_react'], css: ['assets/book-E.css'] },
};

function bookPage(styles: Record<string, string>, preload: Pick<PageHead, 'preloadImage' | 'preloadImageSrcSet' | 'preloadImageSizes'> = {}): string {
  const server = new ServerRender('https://shop.example', 0);
  server.setHead({ title: 'Les Heures claires — Exemplaire', ...preload });
  server.modules.add('src/app/routes/catalogue/book.tsx');
  return documentOf(
    { template, manifest, styles },
    { html: '<main>Les Heures claires</main>', server, seeds: new Map(), canonical: 'https://shop.example/exemplaire/librairie/livre/les-heures-claires' },
  );
}

describe('a page the server rendered, as the browser receives it', () => {
  const styles = { '/assets/index-C.css': 'body{color:#1c1c1c}', '/assets/book-E.css': '.book{display:grid}' };

  it('carries its styles, the entry’s first, each marked as there for the code that loads a page’s styles', () => {
    const html = bookPage(styles);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<style data-href="/assets/index-C.css">body{color:#1c1c1c}</style>')).toBeLessThan(
      head.indexOf('<style data-href="/assets/book-E.css">.book{display:grid}</style>'),
    );
    // A disabled stylesheet link is not fetched, and tells Vite's loader the style is in the page.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/book-E.css" disabled>');
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
  });

  it('asks for no script before its first paint: the entry and every chunk of the page are loaded by a small script at the end', () => {
    const html = bookPage(styles);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const loader = html.slice(html.lastIndexOf('<script>'));
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"entry":"/assets/index-A.js"');
    expect(loader).toContain('"preloads":["/assets/react-B.js","/assets/book-D.js"]');
    expect(html.indexOf('<main>Les Heures claires</main>')).toBeLessThan(html.indexOf('window.__SERVER_PAYLOAD__'));
  });

  it('waits for the page’s main picture, announced first in its head', () => {
    const html = bookPage(styles, { preloadImage: 'https://shop.example/media/products/les-heures-claires.webp' });
    expect(html).toContain('<link rel="preload" as="image" href="https://shop.example/media/products/les-heures-claires.webp" fetchpriority="high">');
    expect(html).toContain('link[rel="preload"][as="image"][fetchpriority="high"]');
  });

  it('asks for its code at once when the picture came in before the loader looked, as a rendition the link does not name', () => {
    const html = bookPage(styles, { preloadImage: '/media/products/les-heures-claires.webp', preloadImageSrcSet: 'x', preloadImageSizes: 'y' });
    const loader = html.slice(html.lastIndexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
    const appended: string[] = [];
    const listened: string[] = [];
    const hero = { href: 'https://shop.example/media/products/les-heures-claires.webp', addEventListener: (event: string) => listened.push(event) };
    const element = () => ({
      set src(value: string) {
        appended.push(value);
      },
      set href(value: string) {
        appended.push(value);
      },
    });
    const fakeDocument = {
      querySelector: () => hero,
      createDocumentFragment: () => ({ appendChild: () => undefined }),
      createElement: element,
      head: { appendChild: () => undefined },
    };
    const fakePerformance = { getEntriesByType: () => [{ name: 'https://shop.example/media/products/les-heures-claires.480w.webp' }] };
    const run = (callback: () => void) => callback();
    new Function('document', 'performance', 'requestAnimationFrame', 'setTimeout', loader)(fakeDocument, fakePerformance, run, run);
    // The 3 s fallback is not what started it: the loader never waited on the link's load event.
    expect(listened).toEqual([]);
    expect(appended).toEqual(['/assets/react-B.js', '/assets/book-D.js', '/assets/index-A.js']);
  });

  it('preloads the rendition of the main picture that the screen will show, when it has several', () => {
    const html = bookPage(styles, {
      preloadImage: '/media/products/les-heures-claires.webp',
      preloadImageSrcSet: '/media/products/les-heures-claires.320w.webp 320w, /media/products/les-heures-claires.webp 600w',
      preloadImageSizes: '(min-width: 64rem) 26rem, 100vw',
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/products/les-heures-claires.webp" imagesrcset="/media/products/les-heures-claires.320w.webp 320w, /media/products/les-heures-claires.webp 600w" imagesizes="(min-width: 64rem) 26rem, 100vw" fetchpriority="high">',
    );
  });

  it('links a style it cannot write in, and never lets a style close its element', () => {
    const html = bookPage({ '/assets/index-C.css': 'a::after{content:"</style><script>alert(1)</script>"}' });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/book-E.css">');
    expect(html).not.toContain('</style><script>alert(1)');
    expect(html).toContain('<title>Les Heures claires — Exemplaire</title>');
  });
});
