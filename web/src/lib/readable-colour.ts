import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2.1 AA for normal text. */
export const AA_TEXT = 4.5;
/** WCAG 2.1 AA for what is not text but must be seen: a control's edge, the focus ring (1.4.11). */
export const AA_NON_TEXT = 3;

/** The WCAG contrast ratio of two colours (1 to 21), or null when one of them is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = colord(a);
  const second = colord(b);
  return first.isValid() && second.isValid() ? first.contrast(second) : null;
}

/** A ground dark enough that text on it must be lightened, not darkened. */
export const isDark = (colour: string): boolean => colord(colour).isValid() && colord(colour).luminance() < 0.18;

/**
 * A label's colour made readable on its pages: the colour itself when it reaches `min` (4.5:1 by
 * default) on every given background, else the same hue moved step by step away from the backgrounds
 * (darkened on light ones, lightened on dark ones) until it does. A label's theme comes from its data
 * (staff choose it), so the stylesheet cannot know its contrast beforehand.
 */
export function readableOn(colour: string, backgrounds: string[], min = AA_TEXT): string {
  let candidate = colord(colour);
  if (!candidate.isValid()) return colour;
  const grounds = backgrounds.map((b) => colord(b)).filter((b) => b.isValid());
  const enough = () => grounds.every((ground) => candidate.contrast(ground) >= min);
  if (enough()) return colour;
  const lighten = grounds.length > 0 && grounds.every((ground) => ground.luminance() < 0.18);
  for (let step = 0; step < 50 && !enough(); step++) candidate = lighten ? candidate.lighten(0.02) : candidate.darken(0.02);
  return candidate.toHex();
}
