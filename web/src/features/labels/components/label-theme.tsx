import { useEffect } from 'react';
import type { LabelTheme as Theme } from '@/types/api';

const VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  background: '--color-background',
  text: '--color-text',
  accent: '--color-accent',
};

/** Applies a label's colours as CSS variables on the document root; the stylesheet only reads them. */
export function LabelTheme({ theme }: { theme: Theme }) {
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
