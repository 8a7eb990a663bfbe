import { useEffect } from 'react';
import { readableOn } from '@/lib/readable-colour';
import type { LabelTheme as Theme } from '@/types/api';

const VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  background: '--color-background',
  text: '--color-text',
  accent: '--color-accent',
};

/**
 * Applies a label's colours as CSS variables on the document root (the stylesheet only reads them),
 * and its own CSS, which the server filtered (selectors and plain declarations only), as the text
 * of a style element.
 */
export function LabelTheme({ theme, css = '' }: { theme: Theme; css?: string }) {
  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.dataset.labelCss = '';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [key, variable] of Object.entries(VARIABLES)) {
      const colour = theme?.[key as keyof Theme];
      if (colour) root.setProperty(variable, colour);
    }
    // The accent as small text (eyebrows, links in notes): darkened if need be to read on the page and on its white surfaces.
    if (theme?.accent) root.setProperty('--color-accent-text', readableOn(theme.accent, [theme.background ?? '#ffffff', '#ffffff']));
    return () => {
      for (const variable of Object.values(VARIABLES)) root.removeProperty(variable);
      root.removeProperty('--color-accent-text');
    };
  }, [theme]);
  return null;
}
