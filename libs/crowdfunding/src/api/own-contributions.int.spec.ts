import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createCampaign, NOT_FOUND, TestCampaign } from '../../../../test/support/cart-fixtures';
import { contribution, paidCart } from '../../../../test/support/paid-carts';

describe('a backer’s own contributions (api/contributions/)', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  let campaign: TestCampaign;
  let slug: string;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
    campaign = await createCampaign();
    [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [campaign.id]);
  });
  afterAll(() => api.close());

  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const auth = (user: User) => ({ headers: { authorization: `Bearer ${user.access}` } });

  /** A paid order backing the campaign with a dedicated book and a t-shirt in size M. */
  async function backer(nickname: string) {
    const user = await loggedInUser(api, { nickname });
    const order = await paidCart(api, user, (cartId) =>
      carts.contribute(
        cartId,
        contribution(campaign.id, 80, [
          { compensation: campaign.dedicated, quantity: 2, dedications: [{ text: 'Pour Léa' }, { text: 'Pour Malo' }] },
          { compensation: campaign.shirt.id, quantity: 1, variant: campaign.shirt.variants[1] },
        ]),
        user.access,
      ),
    );
    return { user, order };
  }

  it('lists the backer’s contributions, newest first, with the campaign, the order and the rewards as taken', async () => {
    // given a backer who paid two orders, the second a plain gift of 12 €
    const { user, order } = await backer('Joséphine');
    const gift = await paidCart(api, user, (cartId) => carts.contribute(cartId, contribution(campaign.id, 12), user.access));
    await loggedInUser(api).then((other) => paidCart(api, other, (cartId) => carts.contribute(cartId, contribution(campaign.id, 5), other.access)));
    // when the backer lists them
    const res = await api.get('/api/contributions/', auth(user));
    // then both are there, newest first, and nobody else's
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    const [newest, first] = res.body.results;
    expect(newest).toMatchObject({ amount: '12.00', cart: gift.id, reference: gift.reference, rewards: [] });
    const [{ label }] = await sql('SELECT l.slug AS label FROM crowdfundings f JOIN labels l ON l.id = f.label_id WHERE f.id = $1', [campaign.id]);
    expect(first).toEqual({
      id: expect.any(Number),
      crowdfunding: { id: campaign.id, title: 'Campagne des essais', slug, label },
      amount: '80.00',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      cart: order.id,
      reference: order.reference,
      rewards: [
        { compensation: campaign.dedicated, name: 'Le livre dédicacé', quantity: 2, variant: null, dedications: ['Pour Léa', 'Pour Malo'] },
        { compensation: campaign.shirt.id, name: 'T-shirt des essais', quantity: 1, variant: { id: campaign.shirt.variants[1], name: 'Taille M' }, dedications: [] },
      ],
      hidden: false,
      comment: '',
      display_amount: true,
      display_nickname: true,
      unsubscribed: true,
      refund: null,
    });
    // and pages of one link to each other
    const page = await api.get('/api/contributions/?limit=1&offset=1', auth(user));
    expect(page.body).toMatchObject({ count: 2, next: null, results: [{ id: first.id }] });
    expect(page.body.previous).toMatch(/\/api\/contributions\/\?limit=1$/);
    expect((await api.get('/api/contributions/?limit=zero', auth(user))).body).toEqual({ limit: ['Un nombre entier valide est requis.'] });
    // and one is read by its id
    expect(await api.get(`/api/contributions/${first.id}/`, auth(user))).toMatchObject({ status: 200, body: first });
  });

  it('changes the display choices, and the public backers list follows them', async () => {
    // given a backer whose contribution shows in the campaign's list
    const { user } = await backer('Bastien');
    const [mine] = (await api.get('/api/contributions/', auth(user))).body.results;
    const publicLine = async () => (await api.get(`/api/crowdfundings/${slug}/contributions?limit=100`)).body.results.find((c: any) => c.id === mine.id);
    expect(await publicLine()).toMatchObject({ nickname: 'Bastien', amount: '80.00', comment: '' });
    // when the nickname and the amount are masked and a comment left
    const res = await api.patch(
      `/api/contributions/${mine.id}/`,
      { display_amount: false, display_nickname: false, comment: '  Bravo à toute l’équipe !  ', unsubscribed: false },
      { token: user.access },
    );
    // then the contribution says so, and the public list shows an anonymous backer with no amount
    expect(res).toMatchObject({
      status: 200,
      body: { id: mine.id, display_amount: false, display_nickname: false, comment: 'Bravo à toute l’équipe !', unsubscribed: false, hidden: false },
    });
    expect(await publicLine()).toMatchObject({ nickname: 'Anonyme', amount: null, comment: 'Bravo à toute l’équipe !', displayNickname: false, displayAmount: false });
    // when it is hidden, then it leaves the public list, but not the backer's own
    expect((await api.patch(`/api/contributions/${mine.id}/`, { hidden: true }, { token: user.access })).body).toMatchObject({ hidden: true, display_amount: false });
    expect(await publicLine()).toBeUndefined();
    expect((await api.get(`/api/contributions/${mine.id}/`, auth(user))).body.hidden).toBe(true);
    // and showing it again brings it back
    await api.patch(`/api/contributions/${mine.id}/`, { hidden: false, display_nickname: true }, { token: user.access });
    expect(await publicLine()).toMatchObject({ nickname: 'Bastien', amount: null });
  });

  it('checks what is sent, in French, and changes nothing then', async () => {
    const { user } = await backer('Chloé');
    const [mine] = (await api.get('/api/contributions/', auth(user))).body.results;
    const res = await api.patch(`/api/contributions/${mine.id}/`, { hidden: 'oui', comment: 'x'.repeat(501), display_amount: null }, { token: user.access });
    expect(res).toMatchObject({
      status: 400,
      body: {
        hidden: ['Doit être un booléen valide.'],
        display_amount: ['Doit être un booléen valide.'],
        comment: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'],
      },
    });
    expect((await api.patch(`/api/contributions/${mine.id}/`, { comment: 42 }, { token: user.access })).body).toEqual({
      comment: ['Une chaîne de caractères valide est requise.'],
    });
    expect((await api.patch(`/api/contributions/${mine.id}/`, [{ hidden: true }], { token: user.access })).body).toEqual({
      non_field_errors: ['Données invalides. Un objet JSON est attendu.'],
    });
    expect((await api.get(`/api/contributions/${mine.id}/`, auth(user))).body).toMatchObject({ hidden: false, comment: '', display_amount: true });
    // 500 characters are fine
    expect((await api.patch(`/api/contributions/${mine.id}/`, { comment: 'y'.repeat(500) }, { token: user.access })).status).toBe(200);
  });

  it('keeps contributions to their backer: 404 for anyone else, 401 without a login', async () => {
    const { user } = await backer('Denis');
    const [mine] = (await api.get('/api/contributions/', auth(user))).body.results;
    const other = await loggedInUser(api);
    expect(await api.get(`/api/contributions/${mine.id}/`, auth(other))).toMatchObject(NOT_FOUND);
    expect(await api.patch(`/api/contributions/${mine.id}/`, { hidden: true }, { token: other.access })).toMatchObject(NOT_FOUND);
    expect((await api.get('/api/contributions/', auth(other))).body).toMatchObject({ count: 0, results: [] });
    expect(await api.get('/api/contributions/abc/', auth(user))).toMatchObject(NOT_FOUND);
    expect(await api.get('/api/contributions/99999999/', auth(user))).toMatchObject(NOT_FOUND);
    // ids past int4 name nothing either (they would fail in PostgreSQL)
    expect(await api.get('/api/contributions/2147483648/', auth(user))).toMatchObject(NOT_FOUND);
    expect(await api.patch('/api/contributions/99999999999/', { hidden: true }, { token: user.access })).toMatchObject(NOT_FOUND);
    expect(await api.get('/api/contributions/?offset=99999999999999999999', auth(user))).toMatchObject({ status: 400, body: { offset: ['Un nombre entier valide est requis.'] } });
    expect((await api.get('/api/contributions/')).status).toBe(401);
    expect((await api.get(`/api/contributions/${mine.id}/`)).status).toBe(401);
    expect((await api.patch(`/api/contributions/${mine.id}/`, { hidden: true })).status).toBe(401);
    expect((await api.get(`/api/contributions/${mine.id}/`, auth(user))).body.hidden).toBe(false);
  });
});
