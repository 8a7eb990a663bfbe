/** A started API with a cart client, shared by the cart's and payment's suites (a campaign of its own for the second). */
import { startTestApi, TestApi } from './test-app';
import { cartClient, createCampaign, TestCampaign } from './cart-fixtures';

export interface CartSuite {
  api: TestApi;
  carts: ReturnType<typeof cartClient>;
}

/** Starts the API once for the enclosing describe, with its cart client; both are set before the first test. */
export function cartApiSuite(): CartSuite {
  const suite = {} as CartSuite;
  beforeAll(async () => {
    suite.api = await startTestApi();
    suite.carts = cartClient(suite.api);
  });
  afterAll(() => suite.api.close());
  return suite;
}

/** `cartApiSuite()` plus a running campaign of its own (book, dedicated and sized rewards). */
export function campaignCartSuite(): CartSuite & { campaign: TestCampaign } {
  const suite = cartApiSuite() as CartSuite & { campaign: TestCampaign };
  beforeAll(async () => {
    suite.campaign = await createCampaign();
  });
  return suite;
}
