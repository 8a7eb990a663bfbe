import { useLayoutEffect, useSyncExternalStore } from 'react';
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

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates the server's HTML, true in every
 * other render (React renders again with the browser's answer once hydration is done).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Constructable stylesheets (every browser since 2023); without them the theme stays in style elements. */
const adoptsStyleSheets = () => typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function';

/** The theme and the label's CSS, in that order, adopted by the document while mounted (through the CSSOM, which the CSP's style-src does not govern). */
function useAdoptedStyleSheets(rule: string, css: string, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const sheets = [rule, css].filter(Boolean).map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    if (sheets.length === 0) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => !sheets.includes(adopted));
    };
  }, [rule, css, active]);
}

/**
 * Applies a label's colours and its own CSS, which the server filtered (selectors and plain
 * declarations only). The server's HTML carries them as style elements, allowed by their hashes in
 * that page's Content-Security-Policy, so its first paint is in the label's colours; once the
 * browser has taken the page over, they become adopted stylesheets in the same commit (no paint
 * without them), which a change of label replaces without any inline style the policy would refuse.
 */
export function LabelTheme({ theme, css = '' }: { theme: Theme; css?: string }) {
  const rule = themeRule(theme);
  const adopted = useHydrated() && adoptsStyleSheets();
  useAdoptedStyleSheets(rule, css, adopted);
  if (adopted) return null;
  return (
    <>
      {rule && <style data-label-theme="" dangerouslySetInnerHTML={{ __html: styleText(rule) }} />}
      {css && <style data-label-css="" dangerouslySetInnerHTML={{ __html: styleText(css) }} />}
    </>
  );
}
