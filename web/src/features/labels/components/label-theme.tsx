import { accessibleTheme } from '@/lib/accessible-theme';
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
  const safe = (colour: string | undefined): colour is string => !!colour && SAFE_COLOUR.test(colour);
  const colours: Record<string, string> = {};
  for (const [key, variable] of Object.entries(VARIABLES)) {
    const colour = theme?.[key as keyof Theme];
    if (safe(colour)) colours[variable] = colour;
  }
  // The palette comes from data: what the pages show is its readable variant (see accessibleTheme).
  if (theme) {
    const readable = accessibleTheme({ ...theme, background: safe(theme.background) ? theme.background : '#ffffff' });
    if (safe(theme.text)) colours['--color-text'] = readable.text;
    if (safe(theme.primary)) colours['--color-primary'] = readable.primary;
    if (safe(theme.accent)) {
      colours['--color-accent-text'] = readable.accentText;
      colours['--color-accent-fill'] = readable.accentFill;
      colours['--color-focus'] = readable.focusRing;
    }
  }
  const declarations = Object.entries(colours).map(([variable, colour]) => `${variable}:${colour}`);
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
