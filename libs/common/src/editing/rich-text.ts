import { applyDecorators } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { TextField, type FieldOptions } from '../validation/fields';

/** At most this many characters before sanitising (docs/back-office.md). */
export const RICH_TEXT_MAX_LENGTH = 50_000;

/** The contract's allowlist: what the SPA's editor produces, nothing a visitor's browser could run. */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea, option, noscript…: their content is dropped, not shown as text.
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }) },
};

/** The rich text a visitor may be shown: the allowlisted elements only, links `http(s)`/`mailto` with `rel="noopener noreferrer"`. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text twin of a rich text (search, meta descriptions, mails): blocks become lines. */
export function richTextToPlain(html: string): string {
  const withBreaks = sanitizeRichText(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h2|h3|h4|blockquote)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A rich-text field of a DTO: a string (blank allowed) of 50,000 characters at most, sanitised later by the command. */
export function RichTextField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    TextField({
      ...options,
      maxLength: RICH_TEXT_MAX_LENGTH,
      allowBlank: true,
      raw: true,
      format: 'html',
      messages: { ...options.messages, maxLength: 'Ce texte est trop long : 50 000 caractères au plus.' },
    }),
  );
}
