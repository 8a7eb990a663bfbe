import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/** The seller's identity is what the OpenAPI document says, key for key, and what the configuration holds. */
const OPERATIONS: DocumentedOperation[] = [['get', '/api/seller', 200]];

describe("the seller's identity: its answer as the OpenAPI document describes it", () => {
  const suite = conformanceSuite();

  it('documents a typed success answer, a French tag and a summary', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('answers the configured identity to anyone, with or without the trailing slash', async () => {
    const res = await suite.api.get('/api/seller/');
    suite.expectDocumented('get', '/api/seller', 200, res);
    expect(res.body).toEqual({
      name: 'Éditions Exemplaire',
      legal_form: 'SAS',
      share_capital: '10000.00',
      address: '12 rue des Imprimeurs, 69002 Lyon, France',
      siren: '912345675',
      siret: '91234567500017',
      rcs_city: 'Lyon',
      rcs: 'RCS Lyon 912 345 675',
      vat_number: 'FR65912345675',
      publication_director: 'Camille Martin',
      email: 'bonjour@exemplaire.test',
      phone: '04 65 71 12 34',
      host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '1007' },
      bank: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'EXMPFRPPXXX' },
    });
    expect((await suite.api.get('/api/seller')).body).toEqual(res.body);
  });
});
