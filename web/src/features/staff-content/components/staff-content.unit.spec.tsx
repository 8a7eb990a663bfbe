/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { StaffEvent, StaffFaq, StaffNews, StaffVoucher } from '../types';
import { CampaignContent } from './campaign-content';
import { EventForm } from './event-form';
import { VoucherDetail, VoucherIssueForm } from './voucher-forms';
import { VoucherList } from './voucher-list';

// The rich text editor is loaded lazily; these tests are about the pages around it.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

const page = (results: unknown[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });
const labels = [{ id: 1, name: 'Exemplaire', slug: 'exemplaire' }];
const BASE = '/exemplaire/arriere-boutique';

const news = (id: number, extra: Partial<StaffNews> = {}): StaffNews => ({
  id,
  campaign: 3,
  subject: `Nouvelle ${id}`,
  date: '2026-11-12T13:05:00Z',
  content: '<p>Le livre avance.</p>',
  version: 1,
  updated_at: '2026-11-12T13:05:00Z',
  ...extra,
});
const faq = (id: number): StaffFaq => ({ id, campaign: 3, question: `Question ${id} ?`, response: '<p>Oui.</p>', position: id, version: 1, updated_at: '2026-11-12T13:05:00Z' });
const voucher = (id: number, extra: Partial<StaffVoucher> = {}): StaffVoucher => ({
  id,
  code: `CODE000${id}`,
  value: '30.00',
  remaining: '30.00',
  expiration_date: '2030-03-01',
  status: 'usable',
  email: null,
  owner: null,
  note: '',
  issued_by: 2,
  created_at: '2026-11-12T13:05:00Z',
  version: 2,
  updated_at: '2026-11-12T13:05:00Z',
  ...extra,
});

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

function serve(route: (call: RecordedCall) => FakeAnswer | undefined) {
  api = fakeApi((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/labels/') return { status: 200, body: page(labels) };
    const answer = route(call);
    if (answer) return answer;
    if (path === '/api/staff/authors/')
      return {
        status: 200,
        body: page([
          { id: 4, name: 'Camille Martin', label: 1 },
          { id: 9, name: 'Léa Roux', label: 1 },
        ]),
      };
    if (path.startsWith('/api/staff/audit/')) return { status: 200, body: page([]) };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  return api;
}

const renderAt = (ui: ReactElement, url: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );

describe('campaigns’ news and FAQ', () => {
  it('asks to pick a campaign, then lists its news and FAQ, with French empty states', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.url.startsWith('/api/staff/campaigns/?')) return { status: 200, body: page([{ id: 3, title: 'Orbite basse', slug: 'orbite-basse' }]) };
      if (call.url.startsWith('/api/staff/campaigns/3/news/')) return { status: 200, body: page([news(1)]) };
      if (call.url.startsWith('/api/staff/campaigns/3/faqs/')) return { status: 200, body: page([]) };
      return undefined;
    });
    renderAt(<CampaignContent base={BASE} />, `${BASE}/actualites`);
    expect(await screen.findByText('Choisissez une campagne pour voir ses actualités et sa FAQ.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campagne' }), '3');
    expect(await screen.findByRole('link', { name: 'Nouvelle 1' })).toBeTruthy();
    expect(screen.getByText('Le livre avance.')).toBeTruthy();
    expect(await screen.findByText('Aucune question dans la FAQ de cette campagne.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouvelle actualité' }).getAttribute('href')).toBe(`${BASE}/actualites/3/actualite/nouvelle`);
  });

  it('deletes a news item only once confirmed, and says so', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.url.startsWith('/api/staff/campaigns/?')) return { status: 200, body: page([{ id: 3, title: 'Orbite basse', slug: 'orbite-basse' }]) };
      if (call.method === 'DELETE' && call.url === '/api/staff/news/1/?version=1') return { status: 204 };
      if (call.url.startsWith('/api/staff/campaigns/3/news/')) return { status: 200, body: page([news(1)]) };
      if (call.url.startsWith('/api/staff/campaigns/3/faqs/')) return { status: 200, body: page([faq(2)]) };
      return undefined;
    });
    renderAt(<CampaignContent base={BASE} />, `${BASE}/actualites?campagne=3`);
    const remove = await screen.findByRole('button', { name: 'Supprimer « Nouvelle 1 »' });
    await user.click(remove);
    const question = () => screen.getByRole('dialog', { name: 'Supprimer l’actualité « Nouvelle 1 » ?' });
    expect(document.activeElement).toBe(within(question()).getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(api!.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(remove);
    await user.click(within(question()).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Actualité « Nouvelle 1 » supprimée.')).toBeTruthy();
    expect(api!.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/staff/news/1/?version=1']);
  });
});

describe('the event form', () => {
  it('refuses an end before the start, then sends the chosen authors and the instants', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.method === 'POST' && call.url === '/api/staff/events/'
        ? {
            status: 201,
            body: {
              id: 5,
              slug: 'salon',
              title: 'Salon',
              label: 1,
              start_date: '',
              end_date: '',
              location: '',
              description: '',
              poster: null,
              authors: [4, 9],
              version: 1,
              updated_at: '',
            },
          }
        : undefined,
    );
    renderAt(<EventForm event={null} base={BASE} />, `${BASE}/evenements/nouveau`);
    await screen.findByRole('option', { name: 'Exemplaire' });
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Salon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '1');
    await user.type(screen.getByLabelText(/^Début/), '2030-06-12T18:30');
    await user.type(screen.getByLabelText(/^Fin/), '2030-06-12T17:00');
    await user.click(await screen.findByRole('checkbox', { name: 'Léa Roux' }));
    await user.click(screen.getByRole('checkbox', { name: 'Camille Martin' }));
    await user.click(screen.getByRole('button', { name: 'Créer l’événement' }));
    expect(await screen.findByText('La fin doit venir après le début.')).toBeTruthy();
    expect(api!.to('/api/staff/events/').filter((c) => c.method === 'POST')).toHaveLength(0);

    const end = screen.getByLabelText(/^Fin/);
    await user.clear(end);
    await user.type(end, '2030-06-12T20:00');
    await user.click(screen.getByRole('button', { name: 'Créer l’événement' }));
    await waitFor(() => expect(api!.to('/api/staff/events/').filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = api!.to('/api/staff/events/').find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Salon',
      label: 1,
      authors: [4, 9],
      poster: null,
      start_date: new Date('2030-06-12T18:30').toISOString(),
      end_date: new Date('2030-06-12T20:00').toISOString(),
    });
  });

  it('shows the 409 with the other editor’s values', async () => {
    const user = userEvent.setup();
    const event: StaffEvent = {
      id: 5,
      slug: 'salon',
      title: 'Salon',
      label: 1,
      start_date: '2030-06-12T16:30:00.000Z',
      end_date: '2030-06-12T18:00:00.000Z',
      location: 'Lyon',
      description: '',
      poster: null,
      authors: [],
      version: 2,
      updated_at: '',
    };
    serve((call) =>
      call.method === 'PATCH' && call.url === '/api/staff/events/5/'
        ? {
            status: 409,
            body: {
              detail:
                'Cette fiche a été modifiée par quelqu’un d’autre entre-temps : vos changements seront repris sur sa version actuelle (jointe), vérifiez-les puis enregistrez à nouveau.',
              current: { ...event, location: 'Paris', version: 3 },
            },
          }
        : undefined,
    );
    renderAt(<EventForm event={event} base={BASE} />, `${BASE}/evenements/5`);
    const location = screen.getByRole('textbox', { name: 'Lieu' });
    await user.clear(location);
    await user.type(location, 'Grenoble');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const alert = await screen.findByText(/modifiée par quelqu’un d’autre/);
    const table = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('table');
    expect(within(table).getByText('Grenoble')).toBeTruthy();
    expect(within(table).getByText('Paris')).toBeTruthy();
    expect(api!.to('/api/staff/events/5/')[0].body).toEqual({ location: 'Grenoble', version: 2 });
  });
});

describe('vouchers', () => {
  it('lists them with search and state filter, and says when nothing matches', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.url.startsWith('/api/staff/vouchers/?') ? { status: 200, body: page(call.url.includes('status=used') ? [] : [voucher(1, { email: 'jeanne@exemple.fr' })]) } : undefined,
    );
    renderAt(<VoucherList base={BASE} />, `${BASE}/bons`);
    expect(await screen.findByRole('link', { name: 'CODE0001' })).toBeTruthy();
    expect(screen.getByText('jeanne@exemple.fr')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'utilises');
    expect(await screen.findByText('Aucun bon d’achat ne correspond à cette recherche.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un bon' }), 'jeanne');
    await waitFor(() => expect(api!.calls.at(-1)!.url).toBe('/api/staff/vouchers/?search=jeanne&status=used&limit=25&offset=0'));
  });

  it('issues one with a value in euros, an expiry and an address, for the current label', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'POST' && call.url === '/api/staff/vouchers/' ? { status: 201, body: voucher(7) } : undefined));
    renderAt(<VoucherIssueForm base={BASE} labelId={1} />, `${BASE}/bons/nouveau`);
    await user.type(screen.getByRole('textbox', { name: 'Valeur (€)' }), '25,5');
    await user.type(screen.getByLabelText('Date d’expiration'), '2030-01-31');
    await user.type(screen.getByRole('textbox', { name: 'Envoyer le code à' }), 'jeanne@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Émettre le bon' }));
    await waitFor(() => expect(api!.to('/api/staff/vouchers/')).toHaveLength(1));
    expect(api!.to('/api/staff/vouchers/')[0].body).toEqual({ value: '25.50', expiration_date: '2030-01-31', email: 'jeanne@exemple.fr', note: '', label: 1 });
  });

  it('locks the value of a voucher already spent, and sends only the changed expiry', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'PATCH' ? { status: 200, body: voucher(7, { remaining: '10.00', expiration_date: '2031-01-31', version: 3 }) } : undefined));
    renderAt(<VoucherDetail voucher={voucher(7, { remaining: '10.00' })} />, `${BASE}/bons/7`);
    expect(screen.queryByRole('textbox', { name: 'Valeur (€)' })).toBeNull();
    expect(screen.getByText(/^La valeur ne peut plus changer/)).toBeTruthy();
    const expiry = screen.getByLabelText('Date d’expiration');
    await user.clear(expiry);
    await user.type(expiry, '2031-01-31');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(api!.to('/api/staff/vouchers/7/')[0].body).toEqual({ expiration_date: '2031-01-31', version: 2 });
  });
});
