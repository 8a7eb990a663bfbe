import { randomUUID } from 'node:crypto';
import { loggedInUser } from '../../../../test/support/accounts';
import { campaignCartSuite } from '../../../../test/support/cart-api';
import { createCampaign, isoDay, NOT_FOUND } from '../../../../test/support/cart-fixtures';

describe('contributions in a cart', () => {
  const suite = campaignCartSuite();

  /** A contribution body as the SPA's form sends it. */
  const body = (over: Record<string, unknown> = {}) => ({
    crowdfunding: suite.campaign.id,
    contribution: '30.00',
    no_compensation: false,
    confirm_gift: true,
    compensations: [{ compensation: suite.campaign.book, quantity: 1, price: '22.00', dedications: [], vouchers: [] }],
    ...over,
  });
  const refusal = async (over: Record<string, unknown>) => {
    const cart = (await suite.carts.create()).body;
    const res = await suite.carts.contribute(cart.id, body(over));
    expect((await suite.carts.get(cart.id)).body.cart_lines).toEqual([]); // nothing recorded
    return res;
  };

  it('adds the contribution with its rewards, priced by the server whatever price the client sends', async () => {
    // given an anonymous cart
    const cart = (await suite.carts.create()).body;
    // when the backer gives 30 € for the 22 € book, the form claiming it costs 1 €
    const res = await suite.carts.contribute(cart.id, body({ compensations: [{ compensation: suite.campaign.book, quantity: 1, price: '1.00' }] }));
    // then the reward line costs 22 €, the 8 € left are a gift, and the book ships home at the campaign's release
    expect(res.status).toBe(200);
    const full = (await suite.carts.get(cart.id, undefined, '?expand=cart_lines')).body;
    expect(full.cart_lines).toEqual([expect.objectContaining({ product: suite.campaign.book, quantity: 1, price: '22.00', expected_shipment_date: isoDay(120) })]);
    expect(full).toMatchObject({ sub_total_price: '30.00', expedition_price: '6.90', total_price: '36.90', need_delivery: true, expected_shipment_dates: [isoDay(120)] });
  });

  it('takes a gift without rewards, and a size for a reward that has some', async () => {
    const gift = (await suite.carts.create()).body;
    expect((await suite.carts.contribute(gift.id, body({ no_compensation: true, contribution: 12 }))).status).toBe(200);
    expect((await suite.carts.get(gift.id)).body).toMatchObject({ cart_lines: [], sub_total_price: '12.00', need_delivery: false });
    const shirt = (await suite.carts.create()).body;
    const res = await suite.carts.contribute(
      shirt.id,
      body({ contribution: 25, compensations: [{ compensation: suite.campaign.shirt.id, quantity: 1, variant: suite.campaign.shirt.variants[1] }] }),
    );
    expect(res.status).toBe(200);
    expect((await suite.carts.get(shirt.id, undefined, '?expand=cart_lines')).body.cart_lines[0]).toMatchObject({ variant: suite.campaign.shirt.variants[1], price: '25.00' });
  });

  it('checks the amount as the spec says', async () => {
    expect(await refusal({ contribution: '0.50', compensations: [] })).toMatchObject({
      status: 400,
      body: { contribution: ["La valeur de la contribution est d'un euro minimum."] },
    });
    expect(await refusal({ contribution: 'trente', compensations: [] })).toMatchObject({ status: 400, body: { contribution: ["Votre contribution n'est pas valide"] } });
    expect(await refusal({ contribution: '20' })).toMatchObject({ status: 400, body: { contribution: ['Les contributions sélectionné sont supérieur à votre contribution'] } });
    // 50 € for a 22 € book leaves enough for another reward: the gift must be confirmed
    expect(await refusal({ contribution: '50', confirm_gift: false })).toMatchObject({
      status: 400,
      body: { confirm_gift: ['Merci de cocher la case ci-dessus ou de choisir une contrepartie supplémentaire'] },
    });
  });

  it('checks each reward: dedications, size, limits, bookseller-only, campaign', async () => {
    const one = (reward: Record<string, unknown>, contribution = 200) => refusal({ contribution, compensations: [reward] });
    expect(await one({ compensation: suite.campaign.dedicated, quantity: 2, dedications: [{ text: 'Pour Léa' }] })).toMatchObject({
      status: 400,
      body: { compensations: [{ dedications: ['Il est nécessaire de remplir le champ de dédicace'] }] },
    });
    expect(await one({ compensation: suite.campaign.dedicated, quantity: 1, dedications: [{ text: 'x'.repeat(101) }] })).toMatchObject({
      body: { compensations: [{ dedications: ['La dédicace ne doit pas dépasser 100 caractères'] }] },
    });
    expect(await one({ compensation: suite.campaign.shirt.id, quantity: 1 })).toMatchObject({
      body: { compensations: [{ variant: ["Merci de sélectionner l'option qui vous désirez."] }] },
    });
    expect(await one({ compensation: suite.campaign.limited, quantity: 3 })).toMatchObject({
      body: { compensations: [{ quantity: ['Il ne reste que 2 exemplaires de cette contrepartie.'] }] },
    });
    expect(await one({ compensation: suite.campaign.pro, quantity: 1 })).toMatchObject({
      body: { compensations: [{ compensation: ['Cette contrepartie est réservée aux libraires.'] }] },
    });
    expect(await one({ compensation: 99999999, quantity: 1 })).toMatchObject({
      body: { compensations: [{ compensation: ['Clé primaire "99999999" non valide - l\'objet n\'existe pas.'] }] },
    });
    const elsewhere = await createCampaign();
    expect(await one({ compensation: elsewhere.book, quantity: 1 })).toMatchObject({
      body: { compensations: [{ compensation: ["Cette contrepartie n'appartient pas à ce financement participatif."] }] },
    });
    const over = await createCampaign({ running: false });
    expect(await refusal({ crowdfunding: over.id, compensations: [] })).toMatchObject({ status: 400, body: { detail: "Ce financement participatif n'est pas en cours." } });
    expect(await refusal({ crowdfunding: 99999999 })).toMatchObject({ status: 400, body: { crowdfunding: ['Clé primaire "99999999" non valide - l\'objet n\'existe pas.'] } });
  });

  it('lets booksellers take the bookseller-only reward', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const cart = (await suite.carts.create(bookseller.access)).body;
    const res = await suite.carts.contribute(cart.id, body({ contribution: 80, compensations: [{ compensation: suite.campaign.pro, quantity: 1 }] }), bookseller.access);
    expect(res.status).toBe(200);
  });

  it('keeps a user’s cart to that user: 404 for anyone else, or an unknown cart', async () => {
    const owner = await loggedInUser(suite.api);
    const cart = (await suite.carts.create(owner.access)).body;
    expect(await suite.carts.contribute(cart.id, body())).toMatchObject(NOT_FOUND);
    expect(await suite.carts.contribute(cart.id, body(), (await loggedInUser(suite.api)).access)).toMatchObject(NOT_FOUND);
    expect(await suite.carts.contribute(randomUUID(), body())).toMatchObject(NOT_FOUND);
    expect((await suite.carts.contribute(cart.id, body(), owner.access)).status).toBe(200);
  });
});
