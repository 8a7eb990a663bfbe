import type { Page } from 'playwright-core';

/**
 * Waits until `expression` (JavaScript, evaluated in the page) is truthy, asked from here every 50 ms.
 * Playwright's waitForFunction compiles a text with eval inside the page, which the shop's
 * Content-Security-Policy refuses (no 'unsafe-eval'); page.evaluate runs outside the page's policy.
 * A navigation that replaces the document meanwhile is waited out.
 */
export async function waitForCondition(page: Page, expression: string, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? 30_000;
  const until = Date.now() + timeout;
  for (;;) {
    const met = await page.evaluate<unknown>(expression).catch((error: unknown) => {
      if (/Execution context was destroyed|navigat/i.test(String(error))) return false;
      throw error;
    });
    if (met) return;
    if (Date.now() > until) throw new Error(`waitForCondition : « ${expression} » toujours faux après ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
