/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { describeChanges } from '@/components/back-office/records/format-audit';
import type { StaffCampaign, StaffReward } from '../types';
import { CAMPAIGN_VOCABULARY, formatGoal, fromLocalInput, REWARD_VOCABULARY, toLocalInput } from './campaign-format';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';
import { RewardPanel } from './reward-panel';

// The rich text editor is loaded lazily; these tests are about the forms around it.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

const page = (results: unknown[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });
const labels = [{ id: 1, name: 'Exemplaire', slug: 'exemplaire' }];
const BASE = '/exemplaire/arriere-boutique';

const campaign = (id: number, extra: Partial<StaffCampaign> = {}): StaffCampaign => ({
  id,
  slug: `campagne-${id}`,
  old_slugs: [],
  title: `Campagne ${id}`,
  label: 1,
  book: null,
  author: null,
  start_date: '2026-01-01T09:00:00.000Z',
  end_date: '2026-03-01T09:00:00.000Z',
  release_date: null,
  goal: 5000,
  goal_type: 1,
  cover: null,
  video: null,
  description: '',
  description_text: '',
  christmas: false,
  facebook_pixel_id: null,
  disabled: false,
  draft: false,
  state: 'running',
  rewards_count: 0,
  version: 2,
  updated_at: '2026-11-12T13:05:00Z',
  ...extra,
});

const reward = (id: number, extra: Partial<StaffReward> = {}): StaffReward => ({
  id,
  campaign: 3,
  slug: `r-${id}`,
  name: `Contrepartie ${id}`,
  price: '25.00',
  vat_rate: '5.5',
  description: '',
  description_text: '',
  image: null,
  limited: false,
  limited_quantity: null,
  bookseller_only: false,
  locked_by_voucher: false,
  dedication: false,
  donation: false,
  books_count: 1,
  book_share: null,
  release_date: null,
  variants: [],
  position: 0,
  closed: false,
  paid_quantity: 0,
  version: 1,
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
    if ((path === '/api/staff/authors/' || path === '/api/staff/books/') && call.method === 'GET') return { status: 200, body: page([]) };
    if (path.startsWith('/api/staff/audit/')) return { status: 200, body: page([]) };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  return api;
}

const renderAt = (ui: ReactElement, url = `${BASE}/campagnes`) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );

const campaignCalls = () => api!.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/staff/campaigns/?')).map((c) => c.url);

describe('the campaigns list', () => {
  it('asks 25 at a time, then with the state filter and the ordering; shows goals and states in French', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.url.startsWith('/api/staff/campaigns/?') ? { status: 200, body: page([campaign(1), campaign(2, { goal: 300, goal_type: 2, state: 'upcoming' })], 2) } : undefined,
    );
    renderAt(<CampaignList base={BASE} />);
    await screen.findByRole('link', { name: 'Campagne 1' });
    expect(campaignCalls()[0]).toBe('/api/staff/campaigns/?ordering=-start_date&limit=25&offset=0');
    expect(screen.getByText((_, node) => node?.textContent === formatGoal(300, 2) && node.tagName === 'TD')).toBeTruthy();
    expect(screen.getByText('À venir', { selector: '.staff-pill' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'finished');
    await waitFor(() => expect(campaignCalls().at(-1)).toBe('/api/staff/campaigns/?state=finished&ordering=-start_date&limit=25&offset=0'));
    await user.click(within(screen.getByRole('columnheader', { name: /Titre/ })).getByRole('button'));
    await waitFor(() => expect(campaignCalls().at(-1)).toContain('ordering=title&'));
  });

  it('filters the drafts, marks them, and makes the ticked ones public or back in draft', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.url === '/api/staff/campaigns/bulk/') return { status: 200, body: { updated: 1 } };
      if (call.url.startsWith('/api/staff/campaigns/?')) return { status: 200, body: page([campaign(1, { draft: true }), campaign(2)]) };
      return undefined;
    });
    renderAt(<CampaignList base={BASE} />);
    await screen.findByRole('link', { name: 'Campagne 1' });
    expect(screen.getAllByText('Brouillon', { selector: '.staff-pill' }).length).toBe(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilité' }), 'Publics');
    await waitFor(() => expect(campaignCalls().at(-1)).toBe('/api/staff/campaigns/?draft=false&ordering=-start_date&limit=25&offset=0'));
    await user.click(screen.getByRole('checkbox', { name: 'Cocher « Campagne 1 »' }));
    await user.click(screen.getByRole('button', { name: 'Rendre public' }));
    expect((await screen.findByText('1 campagne rendue publique.')).closest('[role="status"]')).toBeTruthy();
    expect(api!.to('/api/staff/campaigns/bulk/')[0].body).toEqual({ ids: [1], action: 'make_public' });
    await user.click(screen.getByRole('checkbox', { name: 'Cocher toutes les campagnes de la page' }));
    await user.click(screen.getByRole('button', { name: 'Remettre en brouillon' }));
    expect(await screen.findByText('1 campagne remise en brouillon.')).toBeTruthy();
    expect(api!.to('/api/staff/campaigns/bulk/')[1].body).toEqual({ ids: [1, 2], action: 'make_draft' });
  });

  it('says when there is no campaign, and when nothing matches', async () => {
    serve((call) => (call.url.startsWith('/api/staff/campaigns/?') ? { status: 200, body: page([]) } : undefined));
    renderAt(<CampaignList base={BASE} />);
    expect(await screen.findByText('Aucune campagne pour le moment.')).toBeTruthy();
  });
});

describe('the campaign form', () => {
  it('sends the dates as instants and the goal with a point; shows the server’s 400 beside its field', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.method === 'POST' && call.url === '/api/staff/campaigns/'
        ? { status: 400, body: { video: ['Indiquez l’adresse https d’une vidéo YouTube ou Vimeo, ou laissez ce champ vide.'] } }
        : undefined,
    );
    renderAt(<CampaignForm campaign={null} base={BASE} />, `${BASE}/campagnes/nouvelle`);
    await screen.findByRole('option', { name: 'Exemplaire' });
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Les Voix du Rhône');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '1');
    await user.type(screen.getByLabelText(/^Début/), '2026-12-01T10:00');
    await user.type(screen.getByLabelText(/^Fin/), '2027-01-15T18:00');
    await user.type(screen.getByRole('textbox', { name: 'Objectif' }), '5 000,50');
    await user.type(screen.getByRole('textbox', { name: 'Vidéo' }), 'https://youtu.be.evil.test/x');
    await user.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    const video = screen.getByRole('textbox', { name: 'Vidéo' });
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    expect(api!.to('/api/staff/campaigns/')[0].body).toMatchObject({
      title: 'Les Voix du Rhône',
      label: 1,
      goal: 5000.5,
      goal_type: 1,
      start_date: new Date('2026-12-01T10:00').toISOString(),
      end_date: new Date('2027-01-15T18:00').toISOString(),
    });
  });

  it('sends the draft box, links a saved draft to its public page in a new tab, and lists its old addresses', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'PATCH' ? { status: 200, body: campaign(3, { draft: true, version: 3 }) } : undefined));
    renderAt(<CampaignForm campaign={campaign(3, { slug: 'les-voix', old_slugs: ['voix-du-rhone'] })} base={BASE} />, `${BASE}/campagnes/3`);
    await screen.findByRole('option', { name: 'Exemplaire' });
    expect(screen.queryByRole('link', { name: /Aperçu/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Anciennes adresses (toujours redirigées)' })).getByText('voix-du-rhone')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe ; personne ne peut y contribuer' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(api!.to('/api/staff/campaigns/3/')[0].body).toEqual({ draft: true, version: 2 });
  });

  it('offers the preview of a saved draft', async () => {
    serve(() => undefined);
    renderAt(<CampaignForm campaign={campaign(3, { slug: 'les-voix', draft: true })} base={BASE} />, `${BASE}/campagnes/3`);
    const preview = await screen.findByRole('link', { name: 'Aperçu de la page publique (s’ouvre dans un nouvel onglet)' });
    expect(preview.getAttribute('href')).toBe('/exemplaire/financement-participatif/les-voix');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('refuses an end before the start before sending anything', async () => {
    const user = userEvent.setup();
    serve(() => undefined);
    renderAt(<CampaignForm campaign={null} base={BASE} />, `${BASE}/campagnes/nouvelle`);
    await user.type(screen.getByLabelText(/^Début/), '2026-12-01T10:00');
    await user.type(screen.getByLabelText(/^Fin/), '2026-11-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    expect(screen.getByText('La date de fin doit être postérieure à la date de début.')).toBeTruthy();
    expect(api!.to('/api/staff/campaigns/').length).toBe(0);
  });
});

describe('a campaign’s rewards', () => {
  it('lists them in order, adds one with its variants, and shows a refusal in French', async () => {
    const user = userEvent.setup();
    const backed = reward(10, { name: 'Le livre dédicacé', dedication: true, limited: true, limited_quantity: 50, paid_quantity: 3 });
    serve((call) => {
      if (call.method === 'GET' && call.url === '/api/staff/campaigns/3/rewards/') return { status: 200, body: [backed, reward(11, { name: 'Le tee-shirt', position: 1 })] };
      if (call.method === 'POST' && call.url === '/api/staff/campaigns/3/rewards/') return { status: 201, body: reward(12, { name: 'Le marque-page' }) };
      if (call.method === 'DELETE' && call.url.startsWith('/api/staff/rewards/10/'))
        return { status: 400, body: { detail: 'Cette contrepartie a déjà des contributions payées : elle ne peut pas être supprimée. Fermez-la plutôt.' } };
      return undefined;
    });
    renderAt(<RewardPanel campaignId={3} />, `${BASE}/campagnes/3`);
    const items = await screen.findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Le livre dédicacé', 'Le tee-shirt']);
    expect(screen.getByText('Limitée : reste 47 sur 50')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Supprimer « Le livre dédicacé »' }));
    const question = screen.getByRole('dialog', { name: 'Supprimer « Le livre dédicacé » ?' });
    await user.click(within(question).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Cette contrepartie a déjà des contributions payées : elle ne peut pas être supprimée. Fermez-la plutôt.')).toBeTruthy();
    expect(api!.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/staff/rewards/10/?version=1');

    await user.click(screen.getByRole('button', { name: 'Ajouter une contrepartie' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Le marque-page');
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la déclinaison 1' }), 'Bleu');
    await user.clear(screen.getByRole('textbox', { name: 'Stock' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '12');
    await user.click(screen.getByRole('button', { name: 'Ajouter la contrepartie' }));
    expect(await screen.findByText('« Le marque-page » est ajoutée.')).toBeTruthy();
    expect(api!.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Le marque-page', price: '5.00', variants: [{ name: 'Bleu', stock: 12 }] });
    // its VAT left to the server, from its content (no book: 20 %)
    expect(api!.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('vat_rate');
  });

  it('sends a composite reward’s book share, refused above the price before anything is sent', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.method === 'GET' && call.url === '/api/staff/campaigns/3/rewards/') return { status: 200, body: [reward(10, { price: '35.00' })] };
      if (call.method === 'PATCH' && call.url === '/api/staff/rewards/10/') return { status: 200, body: reward(10, { price: '35.00', book_share: '20.00', version: 2 }) };
      return undefined;
    });
    renderAt(<RewardPanel campaignId={3} />, `${BASE}/campagnes/3`);
    await user.click(await screen.findByRole('button', { name: 'Modifier « Contrepartie 10 »' }));
    const share = screen.getByRole('textbox', { name: 'Part des livres TTC (€)' });
    await user.type(share, '40');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la contrepartie' }));
    expect(await screen.findByText('La part des livres doit être inférieure au prix de la contrepartie.')).toBeTruthy();
    expect(api!.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.clear(share);
    await user.type(share, '20');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la contrepartie' }));
    await waitFor(() => expect(api!.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 1, book_share: '20.00' }));
  });

  it('makes a backed reward’s price read-only', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'GET' && call.url === '/api/staff/campaigns/3/rewards/' ? { status: 200, body: [reward(10, { paid_quantity: 2 })] } : undefined));
    renderAt(<RewardPanel campaignId={3} />, `${BASE}/campagnes/3`);
    await user.click(await screen.findByRole('button', { name: 'Modifier « Contrepartie 10 »' }));
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Des contributions sont payées : le prix ne peut plus changer.')).toBeTruthy();
  });
});

describe('formats', () => {
  it('reads goals, local date-times and audit entries in French', () => {
    expect(formatGoal(1, 2)).toBe('1\u00a0livre');
    expect(fromLocalInput('bad')).toBeNull();
    expect(toLocalInput(fromLocalInput('2026-12-01T10:00'))).toBe('2026-12-01T10:00');
    const entry = { id: 1, at: '2026-11-12T13:05:00Z', actor: null, action: 'updated', changes: { goal_type: { from: 1, to: 2 }, christmas: { from: false, to: true } } };
    expect(describeChanges(entry, CAMPAIGN_VOCABULARY)).toEqual(['type d’objectif Montant collecté → Livres prévendus', 'Noël non → oui']);
    const variants = { ...entry, changes: { variants: { from: [], to: [{ id: 1, name: 'Taille S', stock: 5 }] }, price: { from: '25.00', to: '27.00' } } };
    expect(describeChanges(variants, REWARD_VOCABULARY)).toEqual(['déclinaisons (vide) → Taille S (5)', 'prix 25,00\u00a0€ → 27,00\u00a0€']);
  });
});
