/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { sanitizeHtml } from './sanitize-html';

/** Parses the sanitised output the way the browser will, to inspect what it would build. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><p>Un <strong>gras</strong> et un <em>italique</em><br>à la ligne</p><ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>citation</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts and their content', () => {
    expect(sanitizeHtml('<p>Bonjour</p><script>alert(1)</script>')).toBe('<p>Bonjour</p>');
    expect(sanitizeHtml('<p>a<script src="https://evil.example/x.js"></script>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers and styles from allowed elements', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">texte</p>')).toBe('<p>texte</p>');
    expect(sanitizeHtml('<strong onmouseover="alert(1)">fort</strong>')).toBe('<strong>fort</strong>');
  });

  it('unwraps unknown elements, keeping their text', () => {
    expect(sanitizeHtml('<div><span>Un</span> <font color="red">texte</font></div>')).toBe('Un texte');
    expect(sanitizeHtml('<p><b>gras</b> <i>penché</i> <u>souligné</u></p>')).toBe('<p>gras penché souligné</p>');
  });

  it('drops images, frames, forms and SVG that could run code or load things', () => {
    const payloads = [
      '<img src=x onerror="alert(1)">',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<svg onload="alert(1)"><script>alert(1)</script></svg>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<math><mtext><script>alert(1)</script></mtext></math>',
      '<style>@import "https://evil.example/x.css";</style>',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<base href="https://evil.example/">',
      '<template><script>alert(1)</script></template>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    ];
    for (const payload of payloads) {
      const out = parse(`<p>avant</p>${payload}<p>après</p>`);
      expect(out.querySelectorAll('img, iframe, svg, script, object, embed, math, style, link, meta, base, template').length).toBe(0);
      expect(out.innerHTML).not.toMatch(/onerror|onload|javascript:/i);
    }
  });

  it('keeps http, https and mailto links, made safe to open', () => {
    const box = parse('<p><a href="https://exemple.fr/page" target="_self" onclick="x()">lien</a> <a href="mailto:contact@exemple.fr">écrire</a></p>');
    const [web, mail] = Array.from(box.querySelectorAll('a'));
    expect(web.getAttribute('href')).toBe('https://exemple.fr/page');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('onclick')).toBeNull();
    expect(mail.getAttribute('href')).toBe('mailto:contact@exemple.fr');
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('unwraps links whose address is not http, https or mailto', () => {
    const payloads = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="/relative">x</a>',
      '<a>x</a>',
    ];
    for (const payload of payloads) {
      expect(sanitizeHtml(payload)).toBe('x');
    }
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const box = parse('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(box.querySelector('img')).toBeNull();
  });

  it('leaves out comments and survives broken markup', () => {
    expect(sanitizeHtml('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p><strong>non fermé')).toBe('<p><strong>non fermé</strong></p>');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('sanitizeHtml with DOMPurify', () => {
  it('trims the spaces DOMPurify tolerates around a safe address', () => {
    expect(parse('<a href="  https://exemple.fr/ ">x</a>').querySelector('a')?.getAttribute('href')).toBe('https://exemple.fr/');
  });

  it('drops form controls and media with their content', () => {
    expect(sanitizeHtml('<p>a</p><textarea>&lt;script&gt;</textarea><select><option>b</option></select><video><p>c</p></video>')).toBe('<p>a</p>');
  });
});
