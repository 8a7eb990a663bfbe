import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RELAY_LABEL_UNAVAILABLE, RelayLabelUnavailable, type RelayLabelRequest } from '../../labels/relay-label';
import { BundledParcelShopProvider } from '../bundled/bundled-parcel-shop.provider';
import { BUNDLED_PARCEL_SHOPS } from '../bundled/bundled-parcel-shops';
import { addressLine, carrierPhone, labelRequest, townLine, WSI2_LABEL, WSI2_LABEL_PARAMETERS } from './label-request';
import { labelUrl, readWsi2LabelResponse } from './label-response';
import { MondialRelayProvider } from './mondial-relay.provider';
import { soapEnvelopeOf } from './soap-call';
import { xmlElements, xmlText } from './soap-xml';

/** Mondial Relay's public test credentials. */
const TEST = { enseigne: 'BDTEST13', privateKey: 'PrivateK', url: 'https://api.mondialrelay.com/Web_Services.asmx', labelSite: 'https://www.mondialrelay.com' };

const PARCEL: RelayLabelRequest = {
  reference: 'EX-2026-00042',
  customerNumber: '1234',
  sender: {
    name: 'Éditions Exemplaire',
    street: '12 rue des Imprimeurs',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '04 78 00 00 00',
    email: 'contact@exemplaire.test',
  },
  recipient: {
    name: 'Léa Müller-d’Aubigné',
    street: '3, place de l’Église',
    postalCode: '75011',
    city: 'Paris 11e',
    country: 'FR',
    phone: '+33 6 12 34 56 78',
    email: 'lea@exemple.fr',
  },
  relay: { country: 'FR', id: '066974', name: 'Tabac de la Roquette', address: '12 rue de la Roquette, 75011 Paris' },
  weightGrams: 1234.4,
};

const labelAnswer = (result: string) =>
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
  `<WSI2_CreationEtiquetteResponse xmlns="http://www.mondialrelay.fr/webservice/"><WSI2_CreationEtiquetteResult>${result}` +
  '</WSI2_CreationEtiquetteResult></WSI2_CreationEtiquetteResponse></soap:Body></soap:Envelope>';

const OK_ANSWER = labelAnswer(
  '<STAT>0</STAT><ExpeditionNum>31234567</ExpeditionNum><URL_Etiquette>/ww2/PDF/StickerMaker2.aspx?ens=BDTEST1311&amp;expedition=31234567&amp;lg=FR&amp;format=A4&amp;crc=ABC</URL_Etiquette>',
);
const PDF = Buffer.from('%PDF-1.4\n% a label\n%%EOF\n', 'latin1');

/** A stand-in for fetch: the SOAP call, then the label's download, answered as told. */
function fakeCarrier(soap: () => Response, download: () => Response = () => new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf' } })) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return init?.method === 'POST' ? soap() : download();
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const provider = (fetchFn: typeof fetch) => new MondialRelayProvider(TEST, fetchFn);

beforeAll(() => Logger.overrideLogger(false));
afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']));

describe('WSI2_CreationEtiquette request', () => {
  it('writes names, streets and towns as the service takes them: capitals, no accents, its characters only', () => {
    expect(addressLine('Léa Müller-d’Aubigné')).toBe("LEA MULLER-D'AUBIGNE");
    expect(addressLine('3, place de l’Église (bât. B) #2')).toBe("3, PLACE DE L'EGLISE BAT. B 2");
    expect(addressLine('x'.repeat(40))).toHaveLength(32);
    expect(townLine('Paris 11e')).toBe('PARIS E');
    expect(townLine('Saint-Étienne')).toBe('SAINT-ETIENNE');
    expect(carrierPhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(carrierPhone('04.78.00.00.00')).toBe('0478000000');
    expect(carrierPhone('12')).toBe('');
  });

  it('collects at the seller’s and delivers at the chosen point, with the weight in grams', () => {
    const params = labelRequest('BDTEST13', PARCEL);
    expect(params).toMatchObject({
      Enseigne: 'BDTEST13',
      ModeCol: 'CCC',
      ModeLiv: '24R',
      NDossier: 'EX-2026-00042',
      NClient: '1234',
      Expe_Ad1: 'EDITIONS EXEMPLAIRE',
      Expe_Ville: 'LYON',
      Expe_CP: '69002',
      Dest_Ad1: "LEA MULLER-D'AUBIGNE",
      Dest_Tel1: '+33612345678',
      Poids: '1234',
      NbColis: '1',
      CRT_Valeur: '0',
      LIV_Rel_Pays: 'FR',
      LIV_Rel: '066974',
    });
    expect(labelRequest('BDTEST13', { ...PARCEL, weightGrams: 3 }).Poids).toBe('015');
  });

  it('signs the non-empty values in the parameters’ order, then the private key; Texte comes after Security, unsigned', () => {
    const params = labelRequest('BDTEST13', PARCEL);
    const concatenated =
      WSI2_LABEL_PARAMETERS.map((p) => params[p])
        .filter((v) => v !== '')
        .join('') + 'PrivateK';
    const expected = createHash('md5').update(concatenated, 'utf8').digest('hex').toUpperCase();
    const xml = soapEnvelopeOf(WSI2_LABEL, params, 'PrivateK', { Texte: 'Fragile' });
    const [call] = xmlElements(xml, 'WSI2_CreationEtiquette');
    expect(xmlText(call, 'Security')).toBe(expected);
    expect(call.indexOf('<Security>')).toBeLessThan(call.indexOf('<Texte>Fragile</Texte>'));
    expect(call.indexOf('<Instructions>')).toBeLessThan(call.indexOf('<Security>'));
  });
});

describe('WSI2_CreationEtiquette answer', () => {
  it('reads the expedition number and the label’s path', () => {
    expect(readWsi2LabelResponse(OK_ANSWER)).toEqual({
      stat: '0',
      expeditionNumber: '31234567',
      labelPath: '/ww2/PDF/StickerMaker2.aspx?ens=BDTEST1311&expedition=31234567&lg=FR&format=A4&crc=ABC',
    });
    expect(readWsi2LabelResponse('<html>Service Unavailable</html>')).toBeNull();
  });

  it('asks the 10 × 15 cm format, and follows only a path on the carrier’s site', () => {
    expect(labelUrl('/ww2/PDF/StickerMaker2.aspx?ens=X&format=A4&crc=1')).toBe('https://www.mondialrelay.com/ww2/PDF/StickerMaker2.aspx?ens=X&format=10x15&crc=1');
    expect(labelUrl('https://ailleurs.example/label.pdf')).toBeNull();
    expect(labelUrl('//ailleurs.example/label.pdf')).toBeNull();
  });
});

describe('MondialRelayProvider.createLabel', () => {
  it('creates the expedition, then downloads its label from the carrier’s site', async () => {
    const carrier = fakeCarrier(() => new Response(OK_ANSWER, { status: 200 }));
    const label = await provider(carrier.fn).createLabel(PARCEL);
    expect(label.expeditionNumber).toBe('31234567');
    expect(label.pdf.equals(PDF)).toBe(true);
    expect(carrier.calls).toHaveLength(2);
    expect((carrier.calls[0].init?.headers as Record<string, string>).soapaction).toBe('"http://www.mondialrelay.fr/webservice/WSI2_CreationEtiquette"');
    expect(carrier.calls[1].url).toContain('https://www.mondialrelay.com/ww2/PDF/StickerMaker2.aspx');
    expect(carrier.calls[1].url).toContain('format=10x15');
  });

  it('tells staff what to fix when the carrier refuses the parcel itself (STAT 36: postal code)', async () => {
    const carrier = fakeCarrier(() => new Response(labelAnswer('<STAT>36</STAT>'), { status: 200 }));
    const error = await provider(carrier.fn)
      .createLabel(PARCEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RelayLabelUnavailable);
    expect((error as RelayLabelUnavailable).getStatus()).toBe(503);
    expect((error as RelayLabelUnavailable).getResponse()).toEqual({ detail: 'Mondial Relay refuse ce colis : code postal invalide.' });
    expect(carrier.calls).toHaveLength(1);
  });

  it('keeps the service’s own failures (bad key, HTTP error) out of the staff message', async () => {
    for (const answer of [() => new Response(labelAnswer('<STAT>97</STAT>'), { status: 200 }), () => new Response('<faultstring>boom</faultstring>', { status: 500 })]) {
      const error = await provider(fakeCarrier(answer).fn)
        .createLabel(PARCEL)
        .catch((e: unknown) => e);
      expect((error as RelayLabelUnavailable).getResponse()).toEqual({ detail: RELAY_LABEL_UNAVAILABLE });
    }
  });

  it('refuses a download that is not a PDF', async () => {
    const carrier = fakeCarrier(
      () => new Response(OK_ANSWER, { status: 200 }),
      () => new Response('<html>Erreur</html>', { status: 200 }),
    );
    const error = await provider(carrier.fn)
      .createLabel(PARCEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RelayLabelUnavailable);
    expect((error as RelayLabelUnavailable).reason).toContain('pas un PDF');
  });
});

describe('the bundled test label', () => {
  const shop = BUNDLED_PARCEL_SHOPS[0];
  const request = { ...PARCEL, relay: { ...PARCEL.relay, id: shop.ID } };

  it('is a 10 × 15 cm PDF with an 8-digit expedition number', async () => {
    const label = await new BundledParcelShopProvider().createLabel(request);
    expect(label.expeditionNumber).toMatch(/^\d{8}$/);
    const text = label.pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 283.46 425.2]');
    expect(label.pdf.length).toBeGreaterThan(2000);
  });

  it('refuses a point the set does not know, and a parcel heavier than the point takes', async () => {
    const provider = new BundledParcelShopProvider();
    await expect(provider.createLabel({ ...PARCEL, relay: { ...PARCEL.relay, id: '999999' } })).rejects.toMatchObject({
      response: { detail: 'Mondial Relay refuse ce colis : numéro de point relais invalide.' },
    });
    await expect(provider.createLabel({ ...request, weightGrams: shop.maxWeightGrams + 1 })).rejects.toMatchObject({
      response: { detail: 'Mondial Relay refuse ce colis : poids du colis invalide.' },
    });
  });
});
