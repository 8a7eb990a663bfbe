/**
 * A small allow-list HTML sanitiser for the HTML the API sends (campaign descriptions, news):
 * the result may go to `dangerouslySetInnerHTML`. Allowed elements keep no attribute except a
 * link's `href` (http, https or mailto only); any other element is unwrapped (its text kept), and
 * elements whose content is code or embedded media are dropped with their content.
 */
const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'A', 'UL', 'OL', 'LI', 'H2', 'H3', 'BLOCKQUOTE']);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'APPLET',
  'SVG',
  'MATH',
  'TEXTAREA',
  'SELECT',
  'TITLE',
  'HEAD',
  'META',
  'LINK',
  'BASE',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function cleanHref(raw: string | null): string | null {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'): so do we.
  const href = raw?.replace(/[\u0000-\u0020\u007f-\u009f]/g, '') ?? '';
  return SAFE_HREF.test(href) ? href : null;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, to, doc);
    }
    // Comments, processing instructions and the like are left out.
  }
}

function copyElement(element: Element, to: Node, doc: Document): void {
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return;
  if (!ALLOWED.has(tag)) {
    copyChildren(element, to, doc);
    return;
  }
  if (tag === 'A') {
    const href = cleanHref(element.getAttribute('href'));
    if (!href) {
      copyChildren(element, to, doc);
      return;
    }
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener noreferrer');
    if (!href.toLowerCase().startsWith('mailto:')) link.setAttribute('target', '_blank');
    copyChildren(element, link, doc);
    to.appendChild(link);
    return;
  }
  const clean = doc.createElement(tag.toLowerCase());
  copyChildren(element, clean, doc);
  to.appendChild(clean);
}

/** The allowed subset of `html`, as an HTML string safe to inject. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // DOMParser documents are inert: nothing in them runs or loads while we read them.
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(source.body, container, out);
  return container.innerHTML;
}
