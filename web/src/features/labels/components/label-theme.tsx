import { readableOn } from '@/lib/readable-colour';
import type { LabelTheme as Theme } from '@/types/api';

const VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  background: '--color-background',
  text: '--color-text',
  accent: '--color-accent',
};

/** A colour as the API gives it (#rgb, #rrggbb, rgb()/hsl() or a name): anything else could close the rule. */
const SAFE_COLOUR = /^[#(),.%\w\s-]{1,64}$/;

/** The label's colours as CSS variables on the document root (the stylesheet only reads them). */
export function themeRule(theme: Theme | null | undefined): string {
  const declarations: string[] = [];
  for (const [key, variable] of Object.entries(VARIABLES)) {
    const colour = theme?.[key as keyof Theme];
    if (colour && SAFE_COLOUR.test(colour)) declarations.push(`${variable}:${colour}`);
  }
  // The accent as small text (eyebrows, links in notes): darkened if need be to read on the page and on its white surfaces.
  if (theme?.accent && SAFE_COLOUR.test(theme.accent)) {
    declarations.push(`--color-accent-text:${readableOn(theme.accent, [theme.background ?? '#ffffff', '#ffffff'])}`);
    // The accent as a fill under white text (badges): darkened if need be for white to read on it (WCAG AA, 4.5:1).
    declarations.push(`--color-accent-fill:${readableOn(theme.accent, ['#ffffff'])}`);
  }
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}

/** Text for a style element: nothing in it can end the element early. */
const styleText = (css: string) => css.replace(/</g, '\\3c ');

/**
 * Applies a label's colours and its own CSS, which the server filtered (selectors and plain
 * declarations only), as style elements rendered with the page: the server's HTML is in the label's
 * colours from its first paint, and the browser hydrates the same elements.
 */
export function LabelTheme({ theme, css = '' }: { theme: Theme; css?: string }) {
  const rule = themeRule(theme);
  return (
    <>
      {rule && <style data-label-theme="" dangerouslySetInnerHTML={{ __html: styleText(rule) }} />}
      {css && <style data-label-css="" dangerouslySetInnerHTML={{ __html: styleText(css) }} />}
    </>
  );
}
