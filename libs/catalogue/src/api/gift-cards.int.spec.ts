import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/** The shop's 'Cartes cadeaux' section reads its amounts from the product list, by type, cheapest first. */
describe('gift cards in the catalogue', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('lists the gift cards of every amount, cheapest first, each priced by the catalogue', async () => {
    // when the SPA's gift cards section asks for them
    const res = await api.get('/api/products/?type=giftcard&ordering=price&limit=100');
    expect(res.status).toBe(200);
    // then every result is a gift card, in price order (other suites may add their own beside the demo's)
    const results: { type: string; slug: string; name: string; price: string }[] = res.body.results;
    expect(results.every((p) => p.type === 'giftcard')).toBe(true);
    const prices = results.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // and the demo's three amounts are there, each its own product at its own price
    const demo = results.filter((p) => /^carte-cadeau(-\d+)?$/.test(p.slug)).map(({ slug, name, price }) => ({ slug, name, price }));
    expect(demo).toEqual([
      { slug: 'carte-cadeau', name: 'Carte cadeau de 25 €', price: '25.00' },
      { slug: 'carte-cadeau-50', name: 'Carte cadeau de 50 €', price: '50.00' },
      { slug: 'carte-cadeau-100', name: 'Carte cadeau de 100 €', price: '100.00' },
    ]);
  });

  it('keeps gift cards out of the objects’ list', async () => {
    const res = await api.get('/api/products/?type=goodie&limit=100');
    expect(res.body.results.some((p: { type: string }) => p.type === 'giftcard')).toBe(false);
  });
});
