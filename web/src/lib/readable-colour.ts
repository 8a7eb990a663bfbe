import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2.1 AA for normal text. */
const AA_TEXT = 4.5;

/**
 * A label's colour made readable as small text on its pages: the colour itself when it reaches
 * 4.5:1 on every given background, else the same hue darkened step by step until it does. A label's
 * theme comes from its data (staff choose it), so the stylesheet cannot know its contrast beforehand.
 */
export function readableOn(colour: string, backgrounds: string[]): string {
  let candidate = colord(colour);
  if (!candidate.isValid()) return colour;
  const grounds = backgrounds.map((b) => colord(b)).filter((b) => b.isValid());
  for (let step = 0; step < 50 && grounds.some((ground) => candidate.contrast(ground) < AA_TEXT); step++) candidate = candidate.darken(0.02);
  return candidate.toHex();
}
