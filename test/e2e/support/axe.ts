import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One rule broken on the page, with the elements that break it (their CSS selectors). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) in the page, optionally within one region
 * (`include`: a CSS selector), and answers the rules broken. Nothing is fetched: the engine
 * comes from node_modules.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // A dialog fading in (0.2 s from transparent) has no contrast yet: the page's finite animations end first.
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined)))',
  );
  // 640 KB of script: evaluated once per document (the phone-size check reads the same document again).
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  // Written as text: the server code is type-checked without the DOM library.
  const run = `axe.run(${include ? JSON.stringify({ include: [include] }) : 'document'}, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .then((result) => result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`;
  return page.evaluate<AxeViolation[]>(run);
}
