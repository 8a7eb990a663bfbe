/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { ContactMessages } from './contact-messages';
import { ProjectSubmissions } from './project-submissions';

const page = (results: unknown[], next: string | null = null) => ({ count: results.length, next, previous: null, results });

const messages = [
  { id: 2, label: 1, name: 'Noé Petit', email: 'noe@exemple.fr', subject: '', message: 'Une question\nsur deux lignes', created_at: '2026-11-21T10:00:00.000Z' },
  { id: 1, label: 1, name: 'Lou Garnier', email: 'lou@exemple.fr', subject: 'Dédicace', message: 'Bonjour', created_at: '2026-11-20T09:00:00.000Z' },
];

const projects = [
  {
    id: 8,
    label: 1,
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    title: 'Les marées de septembre',
    summary: 'Un roman choral.',
    file: { name: 'Les marées.pdf', size: 2_500_000, type: 'application/pdf' },
    file_url: '/api/staff/project-submissions/8/file/',
    created_at: '2026-11-21T10:00:00.000Z',
  },
  { id: 7, label: 1, name: 'Jo', email: 'jo@exemple.fr', title: 'Sans fichier', summary: 'Résumé', file: null, file_url: null, created_at: '2026-11-20T09:00:00.000Z' },
];

const renderIn = (ui: ReactElement) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SWRConfig>,
  );

describe('visitors’ messages for staff', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: () => FakeAnswer;

  beforeEach(() => {
    answer = () => ({ status: 200, body: page(messages, '/api/staff/contact-messages/?limit=20&offset=20') });
    api = fakeApi((call) => (call.url.split('?')[0] === '/api/staff/contact-messages/' ? answer() : { status: 404, body: { detail: 'Pas trouvé.' } }));
  });

  afterEach(() => api.restore());

  it('shows each message, newest first, with its sender, date and full text, and pages on', async () => {
    const user = userEvent.setup();
    renderIn(<ContactMessages />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des messages…');
    const list = await screen.findByRole('list', { name: 'Messages reçus' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['(sans objet)', 'Dédicace']);
    expect(items[0].querySelector('.staff-inbox__text')?.textContent).toBe('Une question\nsur deux lignes');
    expect(within(items[1]).getByRole('link', { name: 'lou@exemple.fr' }).getAttribute('href')).toBe('mailto:lou@exemple.fr?subject=Re%3A%20D%C3%A9dicace');
    expect(items[1].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:00:00.000Z');
    expect(api.to('/api/staff/contact-messages/')[0].url).toBe('/api/staff/contact-messages/?limit=20&offset=0');
    await user.click(screen.getByRole('button', { name: 'Suivantes →' }));
    expect(api.calls.at(-1)?.url).toBe('/api/staff/contact-messages/?limit=20&offset=20');
  });

  it('says when there is none, and offers to try again after a failure', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 500, body: { detail: 'Erreur du serveur.' } });
    renderIn(<ContactMessages />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Réessayer');
    answer = () => ({ status: 200, body: page([]) });
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun message reçu pour l’instant.')).toBeTruthy();
  }, 15_000);
});

describe('submitted projects for staff', () => {
  let api: ReturnType<typeof fakeApi>;
  let file: () => Response;
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    saved.length = 0;
    api = fakeApi((call) =>
      call.url.split('?')[0] === '/api/staff/project-submissions/' ? { status: 200, body: page(projects) } : { status: 404, body: { detail: 'Pas trouvé.' } },
    );
    // The manuscript comes as bytes, which the fake API does not answer.
    const json = globalThis.fetch;
    file = () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }) as unknown as Response;
    globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => (String(input).endsWith('/file/') ? file() : json(input as string, init))) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:manuscrit');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
  });

  it('shows each project with its presentation and its manuscript’s name, type and size, without a link when there is none', async () => {
    renderIn(<ProjectSubmissions />);
    const list = await screen.findByRole('list', { name: 'Projets soumis' });
    const [withFile, without] = within(list).getAllByRole('listitem');
    expect(within(withFile).getByRole('heading').textContent).toBe('Les marées de septembre');
    expect(withFile.textContent).toContain('Un roman choral.');
    expect(withFile.textContent).toContain('Les marées.pdf (PDF, 2,4 Mo)');
    expect(within(without).queryByRole('link', { name: /Télécharger/ })).toBeNull();
    expect(without.textContent).toContain('Aucun manuscrit joint.');
  });

  it('downloads the manuscript through the API and saves it under its name', async () => {
    const user = userEvent.setup();
    renderIn(<ProjectSubmissions />);
    const link = await screen.findByRole('link', { name: 'Télécharger le manuscrit' });
    expect(link.getAttribute('href')).toBe('/api/staff/project-submissions/8/file/');
    await user.click(link);
    expect(saved).toEqual([{ href: 'blob:manuscrit', download: 'Les marées.pdf' }]);
    expect((globalThis.fetch as jest.Mock).mock.calls.some(([url]) => url === '/api/staff/project-submissions/8/file/')).toBe(true);
  });

  it('says in French when the manuscript cannot be downloaded', async () => {
    const user = userEvent.setup();
    file = () => ({ ok: false, status: 404, text: async () => JSON.stringify({ detail: 'Pas trouvé.' }) }) as unknown as Response;
    renderIn(<ProjectSubmissions />);
    await user.click(await screen.findByRole('link', { name: 'Télécharger le manuscrit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Pas trouvé.');
    expect(saved).toEqual([]);
  });
});
