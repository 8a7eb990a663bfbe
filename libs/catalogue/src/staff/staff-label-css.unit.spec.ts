import { describe, expect, it } from '@jest/globals';
import { filterLabelCss, LABEL_CSS_MAX_LENGTH } from './staff-label-css';

const refused = (css: string) => {
  const result = filterLabelCss(css);
  return 'error' in result ? result.error : null;
};

describe('filterLabelCss', () => {
  it('keeps plain declarations under selectors, comments dropped', () => {
    expect(filterLabelCss('.hero h1 { color: #c8553d; font-weight: 700 }\n/* note */\n.card > p:hover { margin: 0 auto !important; }')).toEqual({
      css: '.hero h1 { color: #c8553d; font-weight: 700 }\n.card > p:hover { margin: 0 auto !important; }',
    });
    expect(filterLabelCss('   ')).toEqual({ css: '' });
    expect(filterLabelCss('a { --accent-soft: #fde; color: var(--accent-soft) }')).toEqual({ css: 'a { --accent-soft: #fde; color: var(--accent-soft) }' });
  });

  it('refuses at-rules, @import first of all', () => {
    expect(refused('@import "https://evil.test/x.css";')).toBe('Ligne 1 : les règles @import ne sont pas acceptées : seulement des sélecteurs et leurs déclarations.');
    expect(refused('a { color: red }\n@font-face { font-family: x; }')).toMatch(/^Ligne 2 : les règles @font-face/);
    expect(refused('@media (min-width: 10px) { a { color: red } }')).toMatch(/@media/);
    expect(refused('a { @import "x.css"; }')).toMatch(/pas de règle imbriquée/);
    expect(refused('a { b { color: red } }')).toMatch(/pas de règle imbriquée/);
  });

  it('refuses url(), expression(), behavior, -moz-binding and their disguises', () => {
    for (const css of [
      'a { background: url(https://evil.test/x.png) }',
      'a { background: URL ( "x" ) }',
      'a { background-image: image-set("x.png" 1x) }',
      'a { width: expression(alert(1)) }',
      'a { behavior: url(x.htc) }',
      'a { behavior: x }',
      'a { -moz-binding: x }',
      'a { color: red; background: u\\72l(x) }',
      'a { content: "javascript:alert(1)" }',
      'a[href=url(x)] { color: red }',
    ]) {
      expect([css, refused(css)]).toEqual([css, expect.any(String)]);
    }
    expect(refused('a { width: expression(alert(1)) }')).toBe('Ligne 1 : les valeurs url(), expression() et leurs pareilles ne sont pas acceptées (« width »).');
    expect(refused('a { -moz-binding: x }')).toBe('Ligne 1 : la propriété « -moz-binding » n’est pas acceptée.');
    expect(refused('a { color: red }\\')).toBe('Les échappements (\\) ne sont pas acceptés dans le CSS.');
  });

  it('refuses what could close the page’s style element, unreadable CSS and a CSS too long', () => {
    expect(refused('a { color: red } </style><script>alert(1)</script>')).toBe('Le caractère < n’est pas accepté dans le CSS.');
    expect(refused('a { color: red')).toBe('CSS illisible (ligne 1) : un bloc n’est pas fermé');
    expect(refused('a { color: red } }')).toMatch(/^CSS illisible \(ligne 1\)/);
    expect(refused(`a { color: red; }${' '.repeat(LABEL_CSS_MAX_LENGTH)}`)).toBe('Ce CSS est trop long : 20 000 caractères au plus.');
  });
});
