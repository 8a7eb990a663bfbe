import postcss, { type ChildNode, CssSyntaxError } from 'postcss';

/** At most this many characters of a label's own CSS. */
export const LABEL_CSS_MAX_LENGTH = 20_000;

/** Properties that run code or load a binding in some browser. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding', 'behaviour']);

/** Values that load something or run code: url(), image-set(), expression(), javascript:, @import's targets. */
const FORBIDDEN_VALUE = /(url|image|image-set|-webkit-image-set|cross-fade|element|expression|src)\s*\(|javascript:|vbscript:/i;

export type LabelCssResult = { css: string } | { error: string };

const where = (node: ChildNode) => (node.source?.start ? `Ligne ${node.source.start.line} : ` : '');

/**
 * A label's own CSS, parsed with postcss and refused unless it is only rules of plain declarations
 * under selectors: no at-rule (@import, @font-face, @media…), no nested rule, no url() or other
 * loader in a value, no `expression`, `behavior` or `-moz-binding`, no backslash escape (they could
 * spell any of those), nothing that could close the page's <style>. Answers the CSS to store,
 * comments dropped, or the French reason of the refusal.
 */
export function filterLabelCss(input: string): LabelCssResult {
  if (input.length > LABEL_CSS_MAX_LENGTH) return { error: `Ce CSS est trop long : 20 000 caractères au plus.` };
  if (input.trim() === '') return { css: '' };
  if (input.includes('\\')) return { error: 'Les échappements (\\) ne sont pas acceptés dans le CSS.' };
  // `<` never appears in CSS; refused, nothing can close the page's <style> or open an HTML comment.
  if (input.includes('<')) return { error: 'Le caractère < n’est pas accepté dans le CSS.' };
  let root;
  try {
    root = postcss.parse(input);
  } catch (error) {
    if (error instanceof CssSyntaxError) return { error: `CSS illisible (ligne ${error.line ?? '?'}) : ${frenchReason(error.reason)}` };
    throw error;
  }
  for (const node of root.nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'atrule') return { error: `${where(node)}les règles @${node.name} ne sont pas acceptées : seulement des sélecteurs et leurs déclarations.` };
    if (node.type !== 'rule') return { error: `${where(node)}seulement des sélecteurs et leurs déclarations.` };
    for (const child of node.nodes) {
      if (child.type === 'comment') continue;
      if (child.type !== 'decl') return { error: `${where(child)}pas de règle imbriquée : seulement des déclarations sous un sélecteur.` };
      const property = child.prop.toLowerCase();
      if (FORBIDDEN_PROPERTIES.has(property) || /binding|behaviou?r/.test(property)) {
        return { error: `${where(child)}la propriété « ${child.prop} » n’est pas acceptée.` };
      }
      if (FORBIDDEN_VALUE.test(child.value) || /expression/i.test(child.value)) {
        return { error: `${where(child)}les valeurs url(), expression() et leurs pareilles ne sont pas acceptées (« ${child.prop} »).` };
      }
    }
    if (FORBIDDEN_VALUE.test(node.selector) || /@import/i.test(node.selector)) return { error: `${where(node)}ce sélecteur n’est pas accepté.` };
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  return { css: root.toString().trim() };
}

const REASONS: Record<string, string> = {
  'Unclosed block': 'un bloc n’est pas fermé',
  'Unexpected }': 'accolade fermante en trop',
  'Unknown word': 'mot inattendu',
  'Unclosed string': 'une chaîne n’est pas fermée',
  'Unclosed comment': 'un commentaire n’est pas fermé',
  'Missed semicolon': 'point-virgule manquant',
  'Unclosed bracket': 'une parenthèse n’est pas fermée',
};

function frenchReason(reason: string): string {
  const key = Object.keys(REASONS).find((r) => reason.startsWith(r));
  return key ? REASONS[key] : 'syntaxe incorrecte';
}
