import { AA_NON_TEXT, isDark, readableOn } from './readable-colour';
import type { LabelTheme } from '@/types/api';

/** The colours the pages use, each readable where the stylesheet puts it (WCAG 2.1 AA). */
export interface AccessibleTheme {
  /** Body text, on the page and on its white surfaces. */
  text: string;
  /** Links and headings on the page, and the fill of buttons and bars under text of the page's colour. */
  primary: string;
  /** The accent as small text (eyebrows, links in notes). */
  accentText: string;
  /** The accent as a fill under white text (badges). */
  accentFill: string;
  /** The focus ring: 3:1 against the page, the least for a visible indicator. */
  focusRing: string;
}

const WHITE = '#ffffff';

/**
 * A colour as text on a page of the given background: on a light page it must also read on the
 * stylesheet's surfaces (cards, fields: the page's colour mixed with white).
 */
export const readableOnPage = (colour: string, background: string): string => readableOn(colour, isDark(background) ? [background] : [background, WHITE]);

/**
 * A label's palette as the pages may show it: each colour kept when it reads where it is used, else
 * darkened (or lightened, on a dark page) just enough. Staff choose the palette; the pages stay
 * readable whatever they choose.
 */
export function accessibleTheme(theme: LabelTheme): AccessibleTheme {
  return {
    text: readableOnPage(theme.text, theme.background),
    // Primary carries text (links) and sits under text of the page's colour (buttons, the top bar): one pair, one ratio.
    primary: readableOnPage(theme.primary, theme.background),
    accentText: readableOnPage(theme.accent, theme.background),
    accentFill: readableOn(theme.accent, [WHITE]),
    focusRing: readableOn(theme.accent, [theme.background], AA_NON_TEXT),
  };
}
