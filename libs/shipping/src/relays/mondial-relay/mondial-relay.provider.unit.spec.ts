import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELAY_SEARCH_UNAVAILABLE, RelaySearchUnavailable } from '../relay-search-unavailable.error';
import { MondialRelayProvider } from './mondial-relay.provider';
import { carrierCity, searchRequest, securityKey, soapEnvelope, WSI4_PARAMETERS } from './search-request';
import { escapeXml, xmlElements } from './soap-xml';

/** Mondial Relay's public test credentials. */
const TEST = { enseigne: 'BDTEST13', privateKey: 'PrivateK', url: 'https://api.mondialrelay.com/Web_Services.asmx' };
const PARIS_11 = { country: 'FR', postalCode: '75011', weightGrams: 1200, limit: 10 };
const RECORDED = readFileSync(join(__dirname, 'fixtures/wsi4-recherche-75011.xml'), 'utf8');
const TODAY = new Date('2026-07-28T10:00:00Z');

const soapAnswer = (result: string) =>
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
  `<WSI4_PointRelais_RechercheResponse xmlns="http://www.mondialrelay.fr/webservice/"><WSI4_PointRelais_RechercheResult>${result}` +
  '</WSI4_PointRelais_RechercheResult></WSI4_PointRelais_RechercheResponse></soap:Body></soap:Envelope>';

/** A stand-in for fetch that records the call and answers as told: nothing leaves the machine. */
function fakeFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const provider = (fetchFn: typeof fetch, timeoutMs?: number) => new MondialRelayProvider({ ...TEST, timeoutMs }, fetchFn, () => TODAY);

beforeAll(() => Logger.overrideLogger(false));
afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']));

describe('Mondial Relay request', () => {
  it('signs the call: uppercase MD5 of the non-empty values in order, then the private key', () => {
    // Given a search in Paris 11e for 1.2 kg and 10 points, the non-empty values in order are
    //   Enseigne 'BDTEST13', Pays 'FR', CP '75011', Poids '1200', Action '24R', NombreResultats '10'
    // (NumPointRelais, Ville, Latitude, Longitude, Taille, DelaiEnvoi, RayonRecherche, TypeActivite, NACE are empty)
    const concatenation = 'BDTEST13' + 'FR' + '75011' + '1200' + '24R' + '10' + 'PrivateK';
    expect(concatenation).toBe('BDTEST13FR75011120024R10PrivateK');
    const expected = createHash('md5').update(concatenation).digest('hex').toUpperCase();
    expect(expected).toBe('F91EC1DAAA5B5D4EEA09703A1ECC9908');
    // Then the Security key is that hash
    expect(securityKey(searchRequest('BDTEST13', PARIS_11), 'PrivateK')).toBe(expected);
  });

  it('sends every parameter in the documented order, Security last, Enseigne on 8 characters', () => {
    const xml = soapEnvelope(searchRequest('BDTEST', { ...PARIS_11, city: "L'Île-Saint-Denis" }), 'PrivateK');
    const [call] = xmlElements(xml, 'WSI4_PointRelais_Recherche');
    const names = [...call.matchAll(/<(\w+)>/g)].map((m) => m[1]);
    expect(names).toEqual([...WSI4_PARAMETERS, 'Security']);
    expect(call).toContain('<Enseigne>BDTEST  </Enseigne>');
    expect(call).toContain('<Ville>L&apos;ILE-SAINT-DENIS</Ville>');
    expect(call).toContain('<Poids>1200</Poids><Action>24R</Action>');
    expect(call).toContain('<NombreResultats>10</NombreResultats><Security>');
    expect(xml).toContain('<WSI4_PointRelais_Recherche xmlns="http://www.mondialrelay.fr/webservice/">');
  });

  it('never sends a weight under 15 g, and drops a city it cannot spell as the service does', () => {
    expect(searchRequest('BDTEST13', { ...PARIS_11, weightGrams: 3 }).Poids).toBe('15');
    expect(carrierCity('Saint-Étienne')).toBe('SAINT-ETIENNE');
    expect(carrierCity('Paris <script>')).toBe('');
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('posts to the endpoint with the SOAP action and a 5 s time limit', async () => {
    const { fn, calls } = fakeFetch(async () => new Response(RECORDED, { status: 200 }));
    await provider(fn).search(PARIS_11);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(TEST.url);
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"' },
    });
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
    expect(String(calls[0].init.body)).toContain('<Security>F91EC1DAAA5B5D4EEA09703A1ECC9908</Security>');
  });
});

describe('Mondial Relay answer', () => {
  it('maps each point to the spec parcel shop, lettered by position', async () => {
    const { fn } = fakeFetch(async () => new Response(RECORDED, { status: 200 }));
    const shops = await provider(fn).search(PARIS_11);
    expect(shops.map((s) => s.Letter)).toEqual(['A', 'B', 'C']);
    expect(shops[0]).toEqual({
      Nom: 'TABAC & PRESSE DU MARCHE',
      Adresse1: '12 RUE DE LA ROQUETTE',
      Adresse2: '',
      CP: '75011',
      Ville: 'PARIS',
      ID: '020145',
      Lat: '48.8537800',
      Long: '2.3719400',
      Nature: '1',
      Pays: 'FR',
      Letter: 'A',
      available: true,
      hours_html_table: expect.stringContaining('<tr><th scope="row">Lundi</th><td>07h00 - 12h30</td><td>14h00 - 19h30</td></tr>'),
      photo: 'https://www.mondialrelay.com/ww2/img/dynamique/pr.aspx?id=FR020145',
      warning: null,
      distance_m: 150,
    });
    expect(shops[0].hours_html_table).toContain('<tr><th scope="row">Samedi</th><td>08h00 - 13h00</td><td></td></tr>');
    expect(shops[0].hours_html_table).toContain('<tr><th scope="row">Dimanche</th><td colspan="2">Fermé</td></tr>');
  });

  it('tells a closure within the delivery window, a later one only as a warning, and a locker', async () => {
    const { fn } = fakeFetch(async () => new Response(RECORDED, { status: 200 }));
    const [, epicerie, locker] = await provider(fn).search(PARIS_11);
    expect(epicerie).toMatchObject({
      ID: '020872',
      Adresse2: 'FOND DE COUR',
      photo: null,
      available: false,
      warning: 'Fermé pour congés du 3 août 2026 au 23 août 2026.',
    });
    expect(epicerie.hours_html_table).toContain('<tr><th scope="row">Lundi</th><td colspan="2">Fermé</td></tr>');
    expect(locker).toMatchObject({ ID: '020913', Nature: 'C', available: true, warning: 'Fermé pour congés du 24 décembre 2026 au 26 décembre 2026.' });
    expect(locker.hours_html_table).toContain('<td>24h/24</td>');
  });

  it('takes each point’s distance from the service (metres), sorts by it and leaves out points past 20 km', async () => {
    // Given an answer out of order, with a point 25 km away and one without a distance
    const points = xmlElements(RECORDED, 'PointRelais_Details').map((p) => `<PointRelais_Details>${p}</PointRelais_Details>`);
    const withDistance = (point: string, distance: string) => point.replace(/<Distance>\d*<\/Distance>/, distance);
    const shuffled = [withDistance(points[0], '<Distance>25000</Distance>'), withDistance(points[1], '<Distance>900</Distance>'), withDistance(points[2], '<Distance />')];
    const answer = RECORDED.replace(/<PointsRelais>[\s\S]*<\/PointsRelais>/, `<PointsRelais>${shuffled.join('')}</PointsRelais>`);
    const { fn } = fakeFetch(async () => new Response(answer, { status: 200 }));
    const shops = await provider(fn).search(PARIS_11);
    // Then the near one first, the unknown distance after it, the far one left out; letters follow the order
    expect(shops.map((s) => [s.ID, s.distance_m, s.Letter])).toEqual([
      ['020872', 900, 'A'],
      ['020913', null, 'B'],
    ]);
    // The recorded answer, already in order: 150 m, 420 m, 610 m
    const { fn: recorded } = fakeFetch(async () => new Response(RECORDED, { status: 200 }));
    expect((await provider(recorded).search(PARIS_11)).map((s) => s.distance_m)).toEqual([150, 420, 610]);
  });

  it('keeps no more points than asked, and finds one by its number', async () => {
    const { fn, calls } = fakeFetch(async () => new Response(RECORDED, { status: 200 }));
    expect(await provider(fn).search({ ...PARIS_11, limit: 2 })).toHaveLength(2);
    expect(await provider(fn).findById('FR', '020913')).toMatchObject({ ID: '020913', Letter: 'A' });
    expect(String(calls[1].init.body)).toContain('<NumPointRelais>020913</NumPointRelais>');
    expect(await provider(fn).findById('FR', '999999')).toBeNull();
  });

  it('answers an empty list when the service finds nothing', async () => {
    const { fn } = fakeFetch(async () => new Response(soapAnswer('<STAT>0</STAT><PointsRelais />'), { status: 200 }));
    expect(await provider(fn).search(PARIS_11)).toEqual([]);
  });
});

describe('Mondial Relay failures', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RelaySearchUnavailable);
    expect((error as RelaySearchUnavailable).getStatus()).toBe(503);
    expect((error as RelaySearchUnavailable).getResponse()).toEqual({ detail: RELAY_SEARCH_UNAVAILABLE });
    return (error as RelaySearchUnavailable).reason;
  };

  it('turns a STAT other than 0 into the French unavailability, the reason kept for the logs', async () => {
    // Each point has its own STAT: the call's is the one that counts.
    const { fn } = fakeFetch(async () => new Response(soapAnswer('<STAT>97</STAT><PointsRelais><PointRelais_Details><STAT>0</STAT></PointRelais_Details></PointsRelais>')));
    expect(await failure(provider(fn).search(PARIS_11))).toBe('Mondial Relay a répondu STAT 97 : Clé de sécurité invalide.');
  });

  it('gives up after the time limit', async () => {
    // A service that never answers: only the abort signal ends the wait, as with the real fetch.
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    expect(await failure(provider(slow, 20).search(PARIS_11))).toBe('Mondial Relay ne répond pas dans le délai.');
  });

  it('reports a SOAP fault, an unreachable service and an answer that is not WSI4', async () => {
    const fault = fakeFetch(async () => new Response('<soap:Fault><faultstring>Server was unable to process request.</faultstring></soap:Fault>', { status: 500 }));
    expect(await failure(provider(fault.fn).search(PARIS_11))).toBe('Mondial Relay a répondu HTTP 500 (Server was unable to process request.).');
    const down = fakeFetch(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await failure(provider(down.fn).search(PARIS_11))).toBe('Mondial Relay injoignable : TypeError: fetch failed');
    const html = fakeFetch(async () => new Response('<html>Maintenance</html>', { status: 200 }));
    expect(await failure(provider(html.fn).search(PARIS_11))).toMatch(/n'est pas une réponse WSI4/);
  });
});
