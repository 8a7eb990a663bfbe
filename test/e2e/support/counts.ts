import type { Locator } from 'playwright-core';

/** How long a count may take to become what the test expects: the page renders the API's answer later on a loaded machine. */
const SETTLE_MS = 10_000;

/**
 * Expects `locator` to match `expected` elements once the page has rendered, as a visitor sees it:
 * the count is read again until it is `expected` or SETTLE_MS have passed, then asserted. A count
 * read once races the rendering (it passed alone and failed beside another suite).
 */
export async function expectCount(locator: Locator, expected: number): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await locator.count();
  }
  expect(count).toBe(expected);
}
