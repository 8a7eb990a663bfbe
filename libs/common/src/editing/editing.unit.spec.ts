import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { RichTextField, richTextToPlain, sanitizeRichText } from './rich-text';
import { SLUG_MESSAGE, SlugField, slugify } from './slug';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>gras</strong>, un <em>italique</em>, <u>souligné</u> et <s>barré</s>.<br></p><ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>cité</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, iframes and their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers and style attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a<img src=x onerror="alert(1)"></p>')).toBe('<p>a</p>');
  });

  it('keeps http, https and mailto links with rel="noopener noreferrer", drops javascript: and data:', () => {
    expect(sanitizeRichText('<a href="https://exemple.fr" target="_blank" rel="opener">x</a>')).toBe('<a href="https://exemple.fr" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.fr">m</a>')).toBe('<a href="mailto:a@b.fr" rel="noopener noreferrer">m</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href=" &#106;avascript:alert(1)">x</a>')).not.toMatch(/avascript/i);
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toMatch(/data:|script/);
    expect(sanitizeRichText('<a href="//evil.test/">x</a>')).not.toContain('evil');
  });

  it('resists nested and malformed tricks', () => {
    const hostile = [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<svg><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<p><a href="https://ok.test" onmouseover="alert(1)">x</a></p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<object data="javascript:alert(1)"></object><embed src="x">',
      '<form action="javascript:alert(1)"><input></form>',
    ];
    for (const html of hostile) {
      const out = sanitizeRichText(html);
      expect(out).not.toMatch(/<(script|img|svg|style|iframe|object|embed|form|input|math)/i);
      expect(out).not.toMatch(/\son\w+=|javascript:/i);
    }
  });
});

describe('richTextToPlain', () => {
  it('gives one line per block, entities decoded, nothing of scripts', () => {
    expect(richTextToPlain('<h2>Les  Misérables</h2><p>Tom &amp; Jerry &lt;3</p><script>x()</script><ul><li>un</li><li>deux</li></ul>')).toBe(
      'Les Misérables\nTom & Jerry <3\nun\ndeux',
    );
    expect(richTextToPlain('<p>a<br>b</p>')).toBe('a\nb');
    expect(richTextToPlain('')).toBe('');
  });
});

describe('slugify', () => {
  it('removes accents and ligatures, lowercases, joins words with hyphens', () => {
    expect(slugify('Les Éditions d’Œuvre')).toBe('les-editions-d-oeuvre');
    expect(slugify('  Noël à Paris !! ')).toBe('noel-a-paris');
    expect(slugify('Ça, c’est « la » fête')).toBe('ca-c-est-la-fete');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps 80 characters at most and never ends with a hyphen', () => {
    const slug = slugify('mot '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

class Form {
  @SlugField() slug?: string;
  @RichTextField() biography?: string;
}

const errorsOf = (input: object) => Object.fromEntries(validateSync(plainToInstance(Form, input)).map((e) => [e.property, Object.values(e.constraints ?? {})]));

describe('slug and rich-text fields', () => {
  it('refuses a slug with capitals, accents or spaces, in French', () => {
    expect(errorsOf({ slug: 'La Nuit' })).toEqual({ slug: [SLUG_MESSAGE] });
    expect(errorsOf({ slug: 'été' })).toEqual({ slug: [SLUG_MESSAGE] });
    expect(errorsOf({ slug: 'la-nuit-2' })).toEqual({});
  });

  it('refuses a rich text past 50,000 characters', () => {
    expect(errorsOf({ biography: 'a'.repeat(50_000) })).toEqual({});
    expect(errorsOf({ biography: 'a'.repeat(50_001) })).toEqual({ biography: ['Ce texte est trop long : 50 000 caractères au plus.'] });
  });
});
