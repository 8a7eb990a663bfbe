import { loggedInUser, mailsTo } from '../../../../test/support/accounts';
import { cartClient, createAddress, createBook, createCampaign, createVoucher, isoDay, NOT_FOUND, type TestCampaign } from '../../../../test/support/cart-fixtures';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { pdfText } from '../../../../test/support/pdf-text';

const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/parcels', 200],
  ['post', '/api/staff/parcels/ship', 200],
  ['post', '/api/staff/parcels/{id}/ship', 200],
  ['post', '/api/staff/parcels/{id}/ready', 200],
  ['get', '/api/staff/parcels/{id}/packing-slip.pdf', 200, 'file'],
  ['post', '/api/staff/parcels/{id}/label', 200],
  ['get', '/api/staff/parcels/{id}/label.pdf', 200, 'file'],
];

describe('staff ship the parcels of paid orders (api/staff/parcels/)', () => {
  // The bundled relay points: nothing leaves the machine.
  const suite = conformanceSuite({ mondialRelayEnseigne: '', mondialRelayPrivateKey: '' });
  const { expectDocumented } = suite;
  let campaign: TestCampaign;
  beforeAll(async () => {
    campaign = await createCampaign();
  });
  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  /** A reader's order of a 20 € book (and what `extra` adds), sent by `mode`, paid by a voucher; `pay: false` leaves it open. */
  async function order(mode: 'colissimo' | 'mondial_relay' | 'pickup', options: { pay?: boolean; extra?: (cartId: string, token: string) => Promise<unknown> } = {}) {
    const carts = cartClient(suite.api);
    const user = await loggedInUser(suite.api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Les Heures claires' }), user.access);
    if (options.extra) await options.extra(cart.id, user.access);
    const ready = (await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, user.access)).body;
    for (const shipment of ready.shipments as string[]) {
      const chosen = await carts.shipment(shipment, mode === 'mondial_relay' ? { mode, parcel_shop: { shop_id: '075101', pays: 'FR' } } : { mode }, user.access);
      expect(chosen.status).toBe(200);
    }
    const shipments = ready.shipments as string[];
    if (options.pay === false) return { user, cart, shipments };
    expect((await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 100_000 }), user.access)).status).toBeLessThan(300);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = await carts.payWithVoucher(cart.id, user.access);
    expect(paid).toMatchObject({ status: 200, body: { status: 2 } });
    return { user, cart: paid.body, shipments };
  }

  const list = (token: string, query: string) => suite.api.get(`/api/staff/parcels/?${query}`, as(token));
  const ship = (token: string, id: string, body: unknown) => suite.api.post(`/api/staff/parcels/${id}/ship/`, body, { token });

  it('documents its operations', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('lists the paid orders’ parcels to prepare, with the customer, the lines and the relay point; filters and pages', async () => {
    // given a paid Colissimo order, a paid Mondial Relay order and an open cart of the same reader… of other readers
    const staff = await loggedInUser(suite.api, { staff: true });
    const home = await order('colissimo');
    const relay = await order('mondial_relay');
    const open = await order('colissimo', { pay: false });
    // when staff list the parcels to ship of the first order, then its parcel comes, shippable, with what to pack
    const mine = await list(staff.access, `status=to_ship&search=${home.cart.reference}`);
    expectDocumented('get', '/api/staff/parcels', 200, mine);
    expect(mine.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(mine.body.results[0]).toMatchObject({
      id: home.shipments[0],
      order: home.cart.id,
      reference: home.cart.reference,
      customer: { name: 'Jeanne Martin', email: home.user.email },
      mode: 'colissimo',
      mode_name: 'Colissimo',
      status: 'to_ship',
      shippable: true,
      expected_expedition_date: isoDay(0),
      shipping_address: { city: 'Rennes', postal_code: '35000' },
      parcel_shop: null,
      lines: [{ name: 'Les Heures claires', quantity: 1, variant: null, dedications: [] }],
      expedition_date: null,
      tracking_number: null,
      fulfilment_status: 'pending',
      packing_slip: `/api/staff/parcels/${home.shipments[0]}/packing-slip.pdf`,
    });
    // the relay parcel names its point; the mode filter keeps only its mode
    const relays = await list(staff.access, `mode=mondial_relay&search=${relay.cart.reference}`);
    expect(relays.body.results).toMatchObject([{ id: relay.shipments[0], mode: 'mondial_relay', parcel_shop: { id: '075101', name: expect.any(String) }, shipping_address: null }]);
    expect((await list(staff.access, `mode=pickup&search=${relay.cart.reference}`)).body.count).toBe(0);
    // an open cart has no parcel to prepare
    expect((await list(staff.access, `search=${open.cart.reference}`)).body.count).toBe(0);
    // by the customer's email too; pages of one
    expect((await list(staff.access, `search=${encodeURIComponent(relay.user.email)}`)).body.count).toBe(1);
    const firstPage = await list(staff.access, `status=to_ship&limit=1&ordering=-expected_expedition_date`);
    expect(firstPage.body.results).toHaveLength(1);
    expect(firstPage.body.next).toContain('offset=1');
    // bad filters are refused in French
    expect(await list(staff.access, 'status=perdu')).toMatchObject({ status: 400, body: { status: ['« perdu » n’est pas un choix valide.'.replace('’', "'")] } });
  });

  it('moves a paid parcel with its reward’s shipping date, earlier and later: in the order’s history, audited, its customer mailed; a parcel gone stays', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const own = await createCampaign();
    const withReward = await order('colissimo', {
      extra: (cartId, token) =>
        cartClient(suite.api).contribute(
          cartId,
          { crowdfunding: own.id, contribution: 22, no_compensation: false, confirm_gift: true, compensations: [{ compensation: own.book, quantity: 1 }] },
          token,
        ),
    });
    const ref = withReward.cart.reference;
    const parcelsOf = async (status: string) =>
      (await list(staff.access, `status=${status}&search=${ref}`)).body.results as { id: string; expected_expedition_date: string; shippable: boolean }[];
    const [waiting] = await parcelsOf('waiting');
    expect(waiting.expected_expedition_date).toBe(isoDay(120));
    const moveReward = async (day: string) => {
      const { version } = (await suite.api.get(`/api/staff/rewards/${own.book}/`, as(staff.access))).body;
      const res = await suite.api.patch(`/api/staff/rewards/${own.book}/`, { version, release_date: day }, { token: staff.access });
      expect(res).toMatchObject({ status: 200, body: { release_date: day } });
    };

    // Brought forward to today: the parcel can leave now
    await moveReward(isoDay(0));
    expect(await parcelsOf('waiting')).toEqual([]);
    expect((await parcelsOf('to_ship')).find((p) => p.id === waiting.id)).toMatchObject({ expected_expedition_date: isoDay(0), shippable: true });
    // Put back later: it waits again
    await moveReward(isoDay(200));
    expect((await parcelsOf('waiting')).map((p) => [p.id, p.expected_expedition_date])).toEqual([[waiting.id, isoDay(200)]]);

    // The order's history says so, the audit trail has who and when, the customer got a mail for each move
    const events = (await suite.api.get(`/api/staff/carts/${withReward.cart.id}/events/`, as(staff.access))).body as { type: string; data: Record<string, unknown> }[];
    expect(events.filter((e) => e.type === 'ShipmentRescheduled').map((e) => [e.data.previousDate, e.data.expectedExpeditionDate])).toEqual([
      [isoDay(120), isoDay(0)],
      [isoDay(0), isoDay(200)],
    ]);
    const audit = (await suite.api.get(`/api/staff/audit/?entity=parcel&entity_id=${encodeURIComponent(waiting.id)}`, as(staff.access))).body.results;
    expect(audit.map((e: { action: string; actor: { id: number }; changes: unknown }) => [e.action, e.actor.id, e.changes])).toEqual([
      ['rescheduled', staff.id, { expected_expedition_date: { from: isoDay(0), to: isoDay(200) } }],
      ['rescheduled', staff.id, { expected_expedition_date: { from: isoDay(120), to: isoDay(0) } }],
    ]);
    const mails = (await mailsTo(withReward.user.email)).filter((m) => m.type === 'parcel-rescheduled');
    expect(mails.map((m) => [m.previousDate, m.expectedExpeditionDate, m.reference])).toEqual([
      [isoDay(120), isoDay(0), ref],
      [isoDay(0), isoDay(200), ref],
    ]);

    // Once gone, a parcel keeps its day whatever the reward's date
    await moveReward(isoDay(0));
    expect((await ship(staff.access, waiting.id, { tracking_number: '6A12345678901' })).status).toBe(200);
    await moveReward(isoDay(300));
    expect(
      (await suite.api.get(`/api/staff/carts/${withReward.cart.id}/events/`, as(staff.access))).body.filter((e: { type: string }) => e.type === 'ShipmentRescheduled'),
    ).toHaveLength(3);
  });

  it('keeps a parcel whose content is not out yet waiting, with its dedications on the packing slip', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const withReward = await order('colissimo', {
      extra: (cartId, token) =>
        cartClient(suite.api).contribute(
          cartId,
          {
            crowdfunding: campaign.id,
            contribution: 25,
            no_compensation: false,
            confirm_gift: true,
            compensations: [{ compensation: campaign.dedicated, quantity: 1, dedications: ['Pour Léa, avec toute mon amitié'] }],
          },
          token,
        ),
    });
    const parcels = (await list(staff.access, `search=${withReward.cart.reference}`)).body.results;
    expect(parcels.map((p: any) => [p.status, p.shippable])).toEqual([
      ['to_ship', true],
      ['waiting', false],
    ]);
    const later = parcels[1];
    expect(later).toMatchObject({ expected_expedition_date: isoDay(120), lines: [{ name: 'Le livre dédicacé', dedications: ['Pour Léa, avec toute mon amitié'] }] });
    expect((await list(staff.access, `status=to_ship&search=${withReward.cart.reference}`)).body.count).toBe(1);
    expect((await list(staff.access, `status=waiting&search=${withReward.cart.reference}`)).body.count).toBe(1);
    // it cannot leave before its day
    expect(await ship(staff.access, later.id, { tracking_number: '6A12345678901' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('ne peut pas partir avant le') },
    });
    // the packing slip is a PDF with the dedication to write
    const res = await fetch(`${suite.api.baseUrl}${later.packing_slip}`, as(staff.access));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('DÉDICACES À ÉCRIRE');
    expect(text).toContain('Pour Léa, avec toute mon amitié');
    expect(text).toContain(withReward.cart.reference);
    expect(text).toContain('Jeanne Martin');
  });

  it('ships a parcel once: the order shows it, the customer gets one mail, the trail records it', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, cart, shipments } = await order('colissimo');
    const [id] = shipments;
    // bad numbers are refused in French, per carrier
    expect(await ship(staff.access, id, { carrier: 'colissimo', tracking_number: '12-34' })).toMatchObject({
      status: 400,
      body: { tracking_number: ['Un numéro de suivi Colissimo compte 11 à 15 lettres et chiffres (par exemple 6A12345678901).'] },
    });
    expect(await ship(staff.access, id, { carrier: 'mondial_relay', tracking_number: '12345678' })).toMatchObject({
      status: 400,
      body: { carrier: [expect.stringContaining('Colissimo')] },
    });
    // when staff mark it shipped
    const shipped = await ship(staff.access, id, { carrier: 'colissimo', tracking_number: '6a 1234 5678 901' });
    expectDocumented('post', '/api/staff/parcels/{id}/ship', 200, shipped);
    expect(shipped.body).toMatchObject({ id, status: 'shipped', expedition_date: isoDay(0), tracking_number: '6A12345678901', carrier: 'colissimo', fulfilment_status: 'shipped' });
    // then a second time is a conflict that shows the parcel as it is
    const again = await ship(staff.access, id, { carrier: 'colissimo', tracking_number: '6A12345678902' });
    expect(again).toMatchObject({ status: 409, body: { detail: 'Ce colis est déjà marqué expédié.', current: { id, tracking_number: '6A12345678901' } } });
    // the customer's order shows it
    const mine = await cartClient(suite.api).get(cart.id, user.access, '?expand=shipments');
    expect(mine.body.shipments).toMatchObject([
      {
        id,
        expedition_date: isoDay(0),
        tracking_number: '6A12345678901',
        carrier: 'colissimo',
        tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
        fulfilment_status: 'shipped',
      },
    ]);
    // one mail in the outbox, with the tracking link
    const mails = (await mailsTo(user.email)).filter((m) => m.type === 'parcel-shipped');
    expect(mails).toEqual([
      expect.objectContaining({
        cartId: cart.id,
        reference: cart.reference,
        carrierName: 'Colissimo',
        trackingNumber: '6A12345678901',
        trackingUrl: expect.stringContaining('6A12345678901'),
      }),
    ]);
    // the audit trail has it, under the parcel
    const trail = await suite.api.get(`/api/staff/audit/?entity=parcel&entity_id=${encodeURIComponent(id)}`, as(staff.access));
    expect(trail.body.results).toMatchObject([{ action: 'shipped', actor: { id: staff.id }, changes: { tracking_number: { from: null, to: '6A12345678901' } } }]);
    // the orders' list counts it among the order's parcels gone; an open cart has none yet
    const orders = await suite.api.get(`/api/staff/orders/?search=${cart.reference}`, as(staff.access));
    expect(orders.body.results).toMatchObject([{ id: cart.id, parcels: { total: 1, sent: 1 } }]);
    const open = await order('colissimo', { pay: false });
    expect((await suite.api.get(`/api/staff/orders/?search=${open.cart.reference}`, as(staff.access))).body.results).toMatchObject([{ parcels: null }]);
    // the list moves it to the shipped ones
    expect((await list(staff.access, `status=to_ship&search=${cart.reference}`)).body.count).toBe(0);
    expect((await list(staff.access, `status=shipped&search=${cart.reference}`)).body.results).toMatchObject([{ id, status: 'shipped' }]);
  });

  it('makes a parcel to collect ready, with its own mail; an open cart or an unknown parcel is refused', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, shipments } = await order('pickup');
    expect(await ship(staff.access, shipments[0], { tracking_number: '' })).toMatchObject({ status: 400, body: { detail: expect.stringContaining('à retirer sur place') } });
    const ready = await suite.api.post(`/api/staff/parcels/${shipments[0]}/ready/`, {}, { token: staff.access });
    expectDocumented('post', '/api/staff/parcels/{id}/ready', 200, ready);
    expect(ready.body).toMatchObject({ status: 'ready_for_pickup', fulfilment_status: 'ready_for_pickup', ready_for_pickup_date: isoDay(0), tracking_number: null });
    expect((await suite.api.post(`/api/staff/parcels/${shipments[0]}/ready/`, {}, { token: staff.access })).status).toBe(409);
    expect((await mailsTo(user.email)).filter((m) => m.type === 'parcel-ready')).toHaveLength(1);
    // an open cart's parcel is not to ship; an unknown one is not found
    const open = await order('colissimo', { pay: false });
    expect(await ship(staff.access, open.shipments[0], { tracking_number: '6A12345678901' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('pas payée') },
    });
    expect(await ship(staff.access, '00000000-0000-4000-8000-000000000000.now', {})).toMatchObject(NOT_FOUND);
    expect(await ship(staff.access, 'nimporte-quoi', {})).toMatchObject(NOT_FOUND);
  });

  it('ships several parcels by one carrier, each once', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const a = await order('mondial_relay');
    const b = await order('mondial_relay');
    // a bad number refuses the whole request, by index
    const bad = await suite.api.post(
      '/api/staff/parcels/ship/',
      {
        carrier: 'mondial_relay',
        parcels: [
          { id: a.shipments[0], tracking_number: '12345678' },
          { id: b.shipments[0], tracking_number: 'ABC' },
        ],
      },
      { token: staff.access },
    );
    expect(bad).toMatchObject({ status: 400, body: { parcels: [{}, { tracking_number: ['Un numéro d’expédition Mondial Relay compte 8 chiffres (par exemple 12345678).'] }] } });
    expect((await list(staff.access, `status=shipped&search=${a.cart.reference}`)).body.count).toBe(0);
    // the first shipped alone, then both: the first is refused as already shipped
    await ship(staff.access, a.shipments[0], { tracking_number: '11111111' });
    const both = await suite.api.post(
      '/api/staff/parcels/ship/',
      {
        carrier: 'mondial_relay',
        parcels: [
          { id: a.shipments[0], tracking_number: '12345678' },
          { id: b.shipments[0], tracking_number: '87654321' },
        ],
      },
      { token: staff.access },
    );
    expectDocumented('post', '/api/staff/parcels/ship', 200, both);
    expect(both.body.shipped).toMatchObject([
      { id: b.shipments[0], tracking_number: '87654321', tracking_url: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=87654321' },
    ]);
    expect(both.body.refused).toMatchObject([{ id: a.shipments[0], status: 409, detail: 'Ce colis est déjà marqué expédié.', current: { tracking_number: '11111111' } }]);
    expect((await mailsTo(a.user.email)).filter((m) => m.type === 'parcel-shipped')).toHaveLength(1);
    // more than 100 is refused
    const many = await suite.api.post(
      '/api/staff/parcels/ship/',
      { carrier: 'colissimo', parcels: Array.from({ length: 101 }, () => ({ id: a.shipments[0] })) },
      { token: staff.access },
    );
    expect(many.status).toBe(400);
    // a shipped relay parcel keeps its point
    const moved = await cartClient(suite.api).shipment(a.shipments[0], { mode: 'mondial_relay', parcel_shop: { shop_id: '075102', pays: 'FR' } }, a.user.access);
    expect(moved).toMatchObject({ status: 400, body: { detail: 'Ce colis est déjà parti : son point relais ne peut plus être changé.' } });
  });

  it('creates one Mondial Relay label per relay parcel, prints it, and ships the parcel with its expedition number', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const { user, cart, shipments } = await order('mondial_relay');
    const [id] = shipments;
    const label = (body: unknown) => suite.api.post(`/api/staff/parcels/${id}/label/`, body, { token: staff.access });
    // no label yet: nothing to print
    expect(await suite.api.get(`/api/staff/parcels/${id}/label.pdf`, as(staff.access))).toMatchObject({ status: 404, body: { detail: 'Ce colis n’a pas encore d’étiquette.' } });
    // the weight is required and bounded, in French
    expect(await label({})).toMatchObject({ status: 400, body: { weight_grams: [expect.any(String)] } });
    expect(await label({ weight_grams: 10 })).toMatchObject({ status: 400, body: { weight_grams: [expect.stringContaining('15')] } });
    expect(await label({ weight_grams: 30_001 })).toMatchObject({ status: 400, body: { weight_grams: [expect.stringContaining('30000')] } });
    // when staff create it, then the parcel carries it
    const made = await label({ weight_grams: 1200 });
    expectDocumented('post', '/api/staff/parcels/{id}/label', 200, made);
    expect(made.body).toMatchObject({
      id,
      status: 'to_ship',
      parcel_shop: { id: '075101', country: 'FR' },
      relay_label: { expedition_number: expect.stringMatching(/^\d{8}$/), weight_grams: 1200, pdf: `/api/staff/parcels/${id}/label.pdf` },
    });
    const number = made.body.relay_label.expedition_number as string;
    // a second request (a double click) gets the same label: no second expedition
    expect((await label({ weight_grams: 900 })).body.relay_label).toMatchObject({ expedition_number: number, weight_grams: 1200 });
    expect((await list(staff.access, `search=${cart.reference}`)).body.results[0].relay_label.expedition_number).toBe(number);
    // the label is a 10 × 15 cm PDF naming the point and the customer
    const res = await fetch(`${suite.api.baseUrl}/api/staff/parcels/${id}/label.pdf`, as(staff.access));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`etiquette-mondial-relay-${number}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 283.46 425.2]');
    const text = pdfText(pdf);
    expect(text).toContain('FR-075101');
    expect(text).toContain('Jeanne Martin');
    expect(text).toContain('ÉTIQUETTE DE TEST');
    // the audit trail has it
    const trail = await suite.api.get(`/api/staff/audit/?entity=parcel&entity_id=${encodeURIComponent(id)}`, as(staff.access));
    expect(trail.body.results).toMatchObject([{ action: 'label_created', changes: { relay_label: { from: null, to: number } } }]);
    // shipped without a typed number, the parcel leaves with the label's
    const shipped = await ship(staff.access, id, {});
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: 'mondial_relay', tracking_number: number });
    const mails = (await mailsTo(user.email)).filter((m) => m.type === 'parcel-shipped');
    expect(mails).toEqual([expect.objectContaining({ trackingNumber: number, trackingUrl: `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${number}` })]);
  });

  it('refuses a label for a parcel that is not a relay parcel, not yet out or already gone', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const home = await order('colissimo');
    expect(await suite.api.post(`/api/staff/parcels/${home.shipments[0]}/label/`, { weight_grams: 500 }, { token: staff.access })).toMatchObject({
      status: 400,
      body: { detail: 'Seuls les colis Mondial Relay ont une étiquette Mondial Relay.' },
    });
    const gone = await order('mondial_relay');
    await ship(staff.access, gone.shipments[0], { tracking_number: '12345678' });
    expect(await suite.api.post(`/api/staff/parcels/${gone.shipments[0]}/label/`, { weight_grams: 500 }, { token: staff.access })).toMatchObject({
      status: 409,
      body: { detail: 'Ce colis est déjà parti sans étiquette : il n’en faut plus.' },
    });
    expect(await suite.api.post('/api/staff/parcels/nimporte-quoi/label/', { weight_grams: 500 }, { token: staff.access })).toMatchObject(NOT_FOUND);
    // two staff asking at once get one label between them
    const twice = await order('mondial_relay');
    const both = await Promise.all([1, 2].map(() => suite.api.post(`/api/staff/parcels/${twice.shipments[0]}/label/`, { weight_grams: 700 }, { token: staff.access })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body.relay_label.expedition_number).toBe(both[1].body.relay_label.expedition_number);
    const trail = await suite.api.get(`/api/staff/audit/?entity=parcel&entity_id=${encodeURIComponent(twice.shipments[0])}`, as(staff.access));
    expect(trail.body.results.filter((e: { action: string }) => e.action === 'label_created')).toHaveLength(1);
  });

  it('is for staff only: readers and booksellers get 403, anonymous callers 401', async () => {
    const { user, shipments } = await order('colissimo');
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const id = shipments[0];
    const calls: [string, string, unknown?][] = [
      ['get', '/api/staff/parcels/'],
      ['get', `/api/staff/parcels/${id}/packing-slip.pdf`],
      ['post', `/api/staff/parcels/${id}/ship/`, { tracking_number: '6A12345678901' }],
      ['post', `/api/staff/parcels/${id}/ready/`, {}],
      ['post', '/api/staff/parcels/ship/', { carrier: 'colissimo', parcels: [{ id }] }],
      ['post', `/api/staff/parcels/${id}/label/`, { weight_grams: 500 }],
      ['get', `/api/staff/parcels/${id}/label.pdf`],
    ];
    for (const [method, path, body] of calls) {
      const call = (token?: string) => (method === 'get' ? suite.api.get(path, token ? as(token) : undefined) : suite.api.post(path, body, token ? { token } : {}));
      for (const token of [user.access, bookseller.access]) expect((await call(token)).status).toBe(403);
      expect((await call()).status).toBe(401);
    }
    expect((await mailsTo(user.email)).filter((m) => m.type === 'parcel-shipped')).toHaveLength(0);
  });
});
