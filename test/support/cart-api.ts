/** A started API with a cart client, shared by the cart's and payment's suites (a campaign of its own for the second). */
import type { ServedApi } from './api-client';
import { cartClient, createCampaign, TestCampaign } from './cart-fixtures';
import { sharedApi } from './shared-api';
import { startTestApi, TestApi } from './test-app';

export interface CartSuite<A extends ServedApi = ServedApi> {
  api: A;
  carts: ReturnType<typeof cartClient>;
}

function suiteOn<A extends ServedApi>(start: () => Promise<A>): CartSuite<A> {
  const suite = {} as CartSuite<A>;
  beforeAll(async () => {
    suite.api = await start();
    suite.carts = cartClient(suite.api);
  });
  afterAll(() => suite.api?.close());
  return suite;
}

/** The jest worker's shared API (shared-api.ts) for the enclosing describe, with its cart client; both are set before the first test. */
export function cartApiSuite(): CartSuite {
  return suiteOn(() => sharedApi());
}

/** As cartApiSuite, on an application of the suite's own: for a suite that reads the application's providers (`api.app`). */
export function cartApiSuiteOfOwnApp(): CartSuite<TestApi> {
  return suiteOn(() => startTestApi());
}

/** `cartApiSuite()` plus a running campaign of its own (book, dedicated and sized rewards). */
export function campaignCartSuite(): CartSuite & { campaign: TestCampaign } {
  const suite = cartApiSuite() as CartSuite & { campaign: TestCampaign };
  beforeAll(async () => {
    suite.campaign = await createCampaign();
  });
  return suite;
}
