import { useEffect } from 'react';
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
    return () => {
      for (const variable of Object.values(VARIABLES)) root.removeProperty(variable);
    };
  }, [theme]);
  return null;
}
