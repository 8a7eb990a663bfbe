import { loggedInUser } from '../../../../test/support/accounts';
import { cartApiSuite } from '../../../../test/support/cart-api';
import { createAddress, createBook, createCampaign, createGiftCard, createGoodie } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { contribution } from '../../../../test/support/paid-carts';

type Switch = 'feature_cart' | 'feature_library' | 'feature_shop' | 'feature_crowdfunding';

const M = {
  crowdfunding: 'Cette collection ne propose pas de financement participatif : ce projet ne reçoit pas de contribution.',
  cart: 'Cette collection ne vend pas en ligne : ce produit ne peut pas être ajouté au panier.',
  library: 'La librairie de cette collection est fermée : ce livre ne peut pas être ajouté au panier.',
  shop: 'La boutique de cette collection est fermée : ce produit ne peut pas être ajouté au panier.',
  crowdfundingInCart: 'Un financement participatif de votre panier ne reçoit plus de contribution : retirez cette contribution pour valider votre panier.',
};

/** A label's switches, enforced by the cart whatever page the client skipped (the SPA closes the pages). */
describe('the switches of a label, honoured by the cart', () => {
  const suite = cartApiSuite();
  let labelId: number;

  beforeAll(async () => {
    // A label of its own, every switch on until a test turns one off.
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, feature_library, feature_shop, feature_cart, feature_crowdfunding)
       VALUES ('essais-interrupteurs-' || $1, 'Essais des interrupteurs', 98, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#C8553D"}', true, true, true, true)
       RETURNING id`,
      [`${process.pid}-${Date.now().toString(36)}`],
    );
  });
  beforeEach(() => switches({ feature_cart: true, feature_library: true, feature_shop: true, feature_crowdfunding: true }));

  async function switches(values: Partial<Record<Switch, boolean>>): Promise<void> {
    for (const [name, on] of Object.entries(values)) await sql(`UPDATE labels SET ${name} = $2 WHERE id = $1`, [labelId, on]);
  }
  const ofLabel = async (productId: number) => {
    await sql('UPDATE products SET label_id = $2 WHERE id = $1', [productId, labelId]);
    return productId;
  };
  const campaignOfLabel = async () => {
    const campaign = await createCampaign();
    await sql('UPDATE crowdfundings SET label_id = $2 WHERE id = $1', [campaign.id, labelId]);
    return campaign;
  };

  it('refuses a contribution to a campaign of a label whose crowdfunding is switched off, in French and DRF’s shape', async () => {
    const campaign = await campaignOfLabel();
    const reader = await loggedInUser(suite.api);
    const cart = (await suite.carts.create(reader.access)).body;
    await switches({ feature_crowdfunding: false });
    for (const body of [contribution(campaign.id, 12), contribution(campaign.id, 30, [{ compensation: campaign.book, quantity: 1 }])]) {
      expect(await suite.carts.contribute(cart.id, body, reader.access)).toMatchObject({ status: 400, body: { crowdfunding: [M.crowdfunding] } });
    }
    expect((await suite.carts.get(cart.id, reader.access)).body).toMatchObject({ contributions: [], cart_lines: [], total_price: '0.00' });
    // the switch on again, the same contribution is taken
    await switches({ feature_crowdfunding: true });
    expect((await suite.carts.contribute(cart.id, contribution(campaign.id, 12), reader.access)).status).toBe(200);
  });

  it('refuses a book where the bookshop is closed, a goodie or gift card where the shop is, anything where the cart is', async () => {
    const [book, goodie, giftCard] = [await ofLabel(await createBook()), await ofLabel((await createGoodie()).id), await ofLabel(await createGiftCard())];
    const cart = (await suite.carts.create()).body;
    const add = (product: number) => suite.carts.add(cart.id, product);
    await switches({ feature_library: false, feature_shop: false });
    expect(await add(book)).toMatchObject({ status: 400, body: { product: [M.library] } });
    expect(await add(goodie)).toMatchObject({ status: 400, body: { product: [M.shop] } });
    expect(await add(giftCard)).toMatchObject({ status: 400, body: { product: [M.shop] } });
    await switches({ feature_library: true, feature_shop: true, feature_cart: false });
    for (const product of [book, goodie, giftCard]) expect(await add(product)).toMatchObject({ status: 400, body: { product: [M.cart] } });
    expect((await suite.carts.get(cart.id)).body.cart_lines).toEqual([]);
    // each switch closes its own sales only
    await switches({ feature_cart: true, feature_shop: false, feature_crowdfunding: false });
    expect((await add(book)).status).toBe(201);
  });

  it('takes out at confirmation what the label stopped selling since, and confirms no contribution its label closed', async () => {
    const reader = await loggedInUser(suite.api);
    const address = await createAddress(reader.id);
    const ready = async (fill: (cartId: string) => Promise<unknown>) => {
      const cart = (await suite.carts.create(reader.access)).body;
      await fill(cart.id);
      await suite.carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, reader.access);
      await suite.carts.pickup(cart.id, reader.access);
      return cart.id as string;
    };
    const confirm = (cartId: string) => suite.carts.patch(cartId, { status: 1, terms_accepted: true }, reader.access);
    // a book in the cart, then the label closes its bookshop: the line goes, as a book no longer sold
    const closedBook = await ofLabel(await createBook());
    const otherBook = await createBook();
    const books = await ready(async (id) => {
      await suite.carts.add(id, closedBook, reader.access);
      await suite.carts.add(id, otherBook, reader.access);
    });
    await switches({ feature_library: false });
    expect(await confirm(books)).toMatchObject({ status: 400, body: { detail: 'cart content changed' } });
    expect((await suite.carts.get(books, reader.access, '?expand=cart_lines')).body).toMatchObject({
      status: 0,
      cart_lines: [expect.objectContaining({ product: otherBook })],
    });
    // a contribution in the cart, then the label closes its crowdfunding: nothing is confirmed, nor paid
    await switches({ feature_library: true });
    const campaign = await campaignOfLabel();
    const backed = await ready((id) => suite.carts.contribute(id, contribution(campaign.id, 12), reader.access));
    await switches({ feature_crowdfunding: false });
    expect(await confirm(backed)).toMatchObject({ status: 400, body: { detail: M.crowdfundingInCart } });
    expect((await suite.carts.get(backed, reader.access)).body).toMatchObject({ status: 0, paid: false });
    expect((await suite.carts.payWithVoucher(backed, reader.access)).status).toBe(400);
  });
});
