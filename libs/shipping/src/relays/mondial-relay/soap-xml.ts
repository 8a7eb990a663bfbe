/**
 * Just enough XML for one SOAP call: escaping what we send, and a tolerant reading of what comes
 * back (any namespace prefix, attributes, self-closing elements, entities, CDATA). Elements of
 * the same name must not nest, which holds for the Mondial Relay responses we read.
 */

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Escapes text for an XML element's content or an attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ESCAPES[c]);
}

/** Decodes the content of a text element: entities outside CDATA sections, CDATA as is. */
export function decodeXmlText(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
            if (name[0] === '#') {
              const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
              return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
            }
            return NAMED_ENTITIES[name] ?? entity;
          }),
    )
    .join('');
}

function elementPattern(name: string): RegExp {
  const prefix = '(?:[\\w.-]+:)?';
  return new RegExp(`<${prefix}${name}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${prefix}${name}\\s*>)`, 'g');
}

/** The raw inner XML of every `name` element, in document order ('' for an empty one). */
export function xmlElements(xml: string, name: string): string[] {
  return [...xml.matchAll(elementPattern(name))].map((m) => m[1] ?? '');
}

/** The trimmed text of the first `name` element, '' when absent, empty or nil. */
export function xmlText(xml: string, name: string): string {
  const [inner] = xmlElements(xml, name);
  return inner === undefined ? '' : decodeXmlText(inner).trim();
}
