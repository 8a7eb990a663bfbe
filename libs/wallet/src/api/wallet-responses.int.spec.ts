import { loggedInUser } from '../../../../test/support/accounts';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { createVoucher } from '../../../../test/support/wallet-fixtures';

/**
 * The success answers of the wallet's routes are what the OpenAPI document says, key for key
 * (unknown keys refused). The credit notes' routes are the invoices' (cart-responses.int.spec.ts).
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/vouchers', 200],
  ['post', '/api/vouchers', 201],
];

describe('the account’s vouchers: every success answer as the OpenAPI document describes it', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('documents a typed success answer, a French tag and a summary on every operation', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('attached by code (with and without an expiry date), listed page by page', async () => {
    const reader = await loggedInUser(suite.api);
    expectDocumented('get', '/api/vouchers', 200, await suite.api.get('/api/vouchers/', auth(reader.access)));
    expectDocumented('post', '/api/vouchers', 201, await suite.api.post('/api/vouchers/', { code: await createVoucher({ expirationDate: null }) }, { token: reader.access }));
    expectDocumented('post', '/api/vouchers', 201, await suite.api.post('/api/vouchers/', { code: await createVoucher() }, { token: reader.access }));
    const page = await suite.api.get('/api/vouchers/?limit=1', auth(reader.access));
    expectDocumented('get', '/api/vouchers', 200, page);
    expect(page.body.next).not.toBeNull();
  });
});
