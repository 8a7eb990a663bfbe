/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { AuditEntry } from '@/components/back-office/records/types';
import type { StaffAuthor, StaffBook } from '../types';
import { describeChanges, describeEntry } from '@/components/back-office/records/format-audit';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import { AuthorForm } from './author-form';
import { BookList } from './book-list';
import { BookForm } from './book-form';

// The rich text editor is loaded lazily; these tests are about the forms around it.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

const page = (results: unknown[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });
const labels = [{ id: 1, name: 'Exemplaire', slug: 'exemplaire' }];

const book = (id: number, extra: Partial<StaffBook> = {}): StaffBook => ({
  id,
  slug: `livre-${id}`,
  old_slugs: [],
  title: `Livre ${id}`,
  label: 1,
  author: null,
  isbn: '',
  price: '18.00',
  vat_rate: '5.5',
  nb_pages: null,
  publisher: '',
  is_external: false,
  release: null,
  published: false,
  draft: false,
  out_of_stock: false,
  restocking_date: null,
  image: null,
  description: '',
  description_text: '',
  version: 3,
  updated_at: '2026-11-12T13:05:00Z',
  ...extra,
});

const author: StaffAuthor = {
  id: 7,
  slug: 'camille-martin',
  old_slugs: [],
  name: 'Camille Martin',
  label: 1,
  biography: '<p>Née à Nantes.</p>',
  biography_text: 'Née à Nantes.',
  avatar: null,
  banner: null,
  version: 4,
  updated_at: '2026-11-12T13:05:00Z',
};

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

/** A fake API: labels and the authors' choices always answer; `route` decides the rest. */
function serve(route: (call: RecordedCall) => FakeAnswer | undefined) {
  api = fakeApi((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/labels/') return { status: 200, body: page(labels) };
    const answer = route(call);
    if (answer) return answer;
    if (path === '/api/staff/authors/' && call.method === 'GET') return { status: 200, body: page([]) };
    if (path.startsWith('/api/staff/audit/')) return { status: 200, body: page([]) };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  return api;
}

const renderAt = (ui: ReactElement, url = '/exemplaire/arriere-boutique/livres') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );

const BASE = '/exemplaire/arriere-boutique';
const bookCalls = () => api!.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/staff/books/?')).map((c) => c.url);

describe('the books list', () => {
  it('asks 25 at a time, then with the search, the ordering and the next page', async () => {
    const user = userEvent.setup();
    serve((call) => (call.url.startsWith('/api/staff/books/?') ? { status: 200, body: page([book(1), book(2)], 60, '/api/staff/books/?limit=25&offset=25') } : undefined));
    renderAt(<BookList base={BASE} />);
    await screen.findByRole('link', { name: 'Livre 1' });
    expect(bookCalls()[0]).toBe('/api/staff/books/?ordering=-updated_at&limit=25&offset=0');
    expect(screen.getByText(/1–25 sur 60/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un livre' }), 'marées');
    await waitFor(() => expect(bookCalls().at(-1)).toBe('/api/staff/books/?search=mar%C3%A9es&ordering=-updated_at&limit=25&offset=0'));
    // One call for the whole word, not one per key.
    expect(bookCalls().filter((url) => url.includes('search=')).length).toBe(1);

    const title = screen.getByRole('columnheader', { name: /Titre/ });
    expect(title.getAttribute('aria-sort')).toBe('none');
    await user.click(within(title).getByRole('button'));
    await waitFor(() => expect(bookCalls().at(-1)).toContain('ordering=title&'));
    expect(screen.getByRole('columnheader', { name: /Titre/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Titre/ })).getByRole('button'));
    await waitFor(() => expect(bookCalls().at(-1)).toContain('ordering=-title&'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Parution' }), 'true');
    await waitFor(() => expect(bookCalls().at(-1)).toContain('published=true&ordering=-title'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilité' }), 'Brouillons');
    await waitFor(() => expect(bookCalls().at(-1)).toContain('published=true&draft=true&ordering=-title'));
    await user.click(screen.getByRole('button', { name: 'Suivantes →' }));
    await waitFor(() => expect(bookCalls().at(-1)).toBe('/api/staff/books/?search=mar%C3%A9es&published=true&draft=true&ordering=-title&limit=25&offset=25'));
  });

  it('says when nothing matches', async () => {
    serve((call) => (call.url.startsWith('/api/staff/books/?') ? { status: 200, body: page([]) } : undefined));
    renderAt(<BookList base={BASE} />, `${BASE}/livres?q=zzz`);
    expect(await screen.findByText('Aucun livre ne correspond à cette recherche.')).toBeTruthy();
    expect(bookCalls()[0]).toContain('search=zzz');
  });

  it('makes the ticked books public, or released, and tells how many changed', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.url === '/api/staff/books/bulk/') return { status: 200, body: { updated: 2 } };
      if (call.url.startsWith('/api/staff/books/?')) return { status: 200, body: page([book(1, { draft: true }), book(2, { published: true }), book(3, { draft: true })]) };
      return undefined;
    });
    renderAt(<BookList base={BASE} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Cocher « Livre 1 »' }));
    // Drafts are marked; 'published' reads as released or in production.
    expect(screen.getAllByText('Brouillon', { selector: '.staff-pill' }).length).toBe(2);
    expect(screen.getAllByText('En production', { selector: '.staff-pill' }).length).toBe(2);
    expect(screen.getByText('Paru', { selector: '.staff-pill' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Cocher « Livre 3 »' }));
    await user.click(screen.getByRole('button', { name: 'Rendre public' }));
    expect((await screen.findByText('2 livres rendus publics.')).closest('[role="status"]')).toBeTruthy();
    expect(api!.to('/api/staff/books/bulk/')[0].body).toEqual({ ids: [1, 3], action: 'make_public' });
    await user.click(screen.getByRole('checkbox', { name: 'Cocher tous les livres de la page' }));
    await user.click(screen.getByRole('button', { name: 'Remettre en brouillon' }));
    expect(await screen.findByText('2 livres remis en brouillon.')).toBeTruthy();
    expect(api!.to('/api/staff/books/bulk/')[1].body).toEqual({ ids: [1, 2, 3], action: 'make_draft' });
    await user.click(screen.getByRole('checkbox', { name: 'Cocher « Livre 2 »' }));
    await user.click(screen.getByRole('button', { name: 'Marquer parus' }));
    expect(api!.to('/api/staff/books/bulk/')[2].body).toEqual({ ids: [2], action: 'publish' });
  });
});

describe('the book form', () => {
  it('sends the price with a point, and shows the server’s 400 beside its fields', async () => {
    const user = userEvent.setup();
    serve((call) =>
      call.method === 'POST' && call.url === '/api/staff/books/'
        ? { status: 400, body: { isbn: ['Cet ISBN n’est pas valide : vérifiez sa clé.'], detail: 'Vérifiez les champs signalés.' } }
        : undefined,
    );
    renderAt(<BookForm book={null} base={BASE} />);
    await screen.findByRole('option', { name: 'Exemplaire' });
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Les marées');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '18,50');
    await user.type(screen.getByRole('textbox', { name: 'ISBN' }), '978-2-1234-5680-0');
    await user.click(screen.getByRole('button', { name: 'Créer le livre' }));
    const isbn = screen.getByRole('textbox', { name: 'ISBN' });
    await waitFor(() => expect(isbn.getAttribute('aria-invalid')).toBe('true'));
    const errorId = isbn.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(errorId)?.textContent).toBe('Cet ISBN n’est pas valide : vérifiez sa clé.');
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Vérifiez les champs signalés.')).toBe(true);
    expect(api!.to('/api/staff/books/')[0].body).toMatchObject({ title: 'Les marées', label: 1, price: '18.50', vat_rate: '5.5', isbn: '978-2-1234-5680-0' });
  });

  it('refuses a price it cannot read before sending anything', async () => {
    const user = userEvent.setup();
    serve(() => undefined);
    renderAt(<BookForm book={null} base={BASE} />);
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '18,505');
    await user.click(screen.getByRole('button', { name: 'Créer le livre' }));
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' }).getAttribute('aria-invalid')).toBe('true');
    expect(api!.to('/api/staff/books/').length).toBe(0);
  });
});

describe('a draft book', () => {
  it('is created as a draft: the box is sent in the POST', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'POST' && call.url === '/api/staff/books/' ? { status: 201, body: book(5, { draft: true }) } : undefined));
    renderAt(<BookForm book={null} base={BASE} />);
    await screen.findByRole('option', { name: 'Exemplaire' });
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Les marées');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '18');
    await user.click(screen.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe' }));
    // A record not saved yet has no page to preview.
    expect(screen.queryByRole('link', { name: /Aperçu/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer le livre' }));
    await waitFor(() => expect(api!.to('/api/staff/books/')[0].body).toMatchObject({ title: 'Les marées', draft: true, published: false }));
  });

  it('links to its public page in a new tab, lists its old addresses, and is made public by a PATCH of `draft` alone', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'PATCH' && call.url === '/api/staff/books/5/' ? { status: 200, body: book(5, { draft: false, version: 4 }) } : undefined));
    renderAt(<BookForm book={book(5, { draft: true, slug: 'les-marees', old_slugs: ['marees', 'les-marees-2'] })} base={BASE} />, `${BASE}/livres/5`);
    const preview = await screen.findByRole('link', { name: 'Aperçu de la page publique (s’ouvre dans un nouvel onglet)' });
    expect(preview.getAttribute('href')).toBe('/exemplaire/librairie/livre/les-marees');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.getAttribute('rel')).toContain('noopener');
    const old = screen.getByRole('list', { name: 'Anciennes adresses (toujours redirigées)' });
    expect(
      within(old)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['marees', 'les-marees-2']);
    expect(screen.getByRole('checkbox', { name: 'Paru (sinon : en production, en prévente)' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(api!.to('/api/staff/books/5/')[0].body).toEqual({ draft: false, version: 3 });
  });

  it('has no old addresses listed when it never changed its slug', () => {
    serve(() => undefined);
    renderAt(<BookForm book={book(5)} base={BASE} />, `${BASE}/livres/5`);
    expect(screen.queryByText('Anciennes adresses (toujours redirigées)')).toBeNull();
    expect(screen.queryByRole('link', { name: /Aperçu/ })).toBeNull();
  });
});

describe('editing an author someone else changed meanwhile', () => {
  it('shows their values beside mine, and saves with their version when I keep editing', async () => {
    const user = userEvent.setup();
    const theirs = { ...author, name: 'Camille Martin-Roy', version: 5 };
    const patches: unknown[] = [];
    serve((call) => {
      if (call.method === 'PATCH' && call.url === '/api/staff/authors/7/') {
        patches.push(call.body);
        return patches.length === 1
          ? {
              status: 409,
              body: {
                detail:
                  'Cette fiche a été modifiée par quelqu’un d’autre entre-temps : vos changements seront repris sur sa version actuelle (jointe), vérifiez-les puis enregistrez à nouveau.',
                current: theirs,
              },
            }
          : { status: 200, body: { ...theirs, name: 'Camille M.', version: 6 } };
      }
      return undefined;
    });
    renderAt(<AuthorForm author={author} base={BASE} />, `${BASE}/auteurs/7`);
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.type(name, 'Camille M.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    const notice = await screen.findByText(/Cette fiche a été modifiée par quelqu’un d’autre/);
    const box = notice.closest('[role="alert"]') as HTMLElement;
    const row = within(box).getByRole('row', { name: /Nom/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Camille M.', 'Camille Martin-Roy']);
    expect(patches[0]).toEqual({ name: 'Camille M.', version: 4 });

    // the notice sits just before the save button
    expect(box.nextElementSibling?.querySelector('button[type="submit"]')).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Continuer ma saisie' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('value', 'Camille M.');
    // the field both changed stays shown, with their value, until the save
    expect(within(screen.getByRole('table', { name: 'Champs modifiés par vous deux' })).getByRole('row', { name: /Nom/ }).textContent).toContain('Camille Martin-Roy');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(patches[1]).toEqual({ name: 'Camille M.', version: 5 });
    expect(screen.queryByRole('table', { name: 'Champs modifiés par vous deux' })).toBeNull();
  });

  it('carries only my changes onto their version: what they changed and I did not is never undone', async () => {
    const user = userEvent.setup();
    // They changed the biography meanwhile; I change the name only
    const theirs = { ...author, biography: '<p>Née à Brest.</p>', biography_text: 'Née à Brest.', version: 5 };
    const patches: unknown[] = [];
    serve((call) => {
      if (call.method === 'PATCH' && call.url === '/api/staff/authors/7/') {
        patches.push(call.body);
        return patches.length === 1
          ? { status: 409, body: { detail: 'Cette fiche a été modifiée par quelqu’un d’autre entre-temps.', current: theirs } }
          : { status: 200, body: { ...theirs, name: 'Camille M.', version: 6 } };
      }
      return undefined;
    });
    renderAt(<AuthorForm author={author} base={BASE} />, `${BASE}/auteurs/7`);
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.type(name, 'Camille M.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    const box = (await screen.findByText(/modifiée par quelqu’un d’autre/)).closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('Vos modifications que l’autre personne n’a pas touchées seront gardées : Nom.')).toBeTruthy();
    expect(within(box).queryByRole('table')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Continuer ma saisie' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('value', 'Camille M.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    // their biography is not sent back with its old value
    expect(patches[1]).toEqual({ name: 'Camille M.', version: 5 });
  });

  it('reloads their values on request', async () => {
    const user = userEvent.setup();
    const theirs = { ...author, name: 'Camille Martin-Roy', version: 5 };
    serve((call) => (call.method === 'PATCH' ? { status: 409, body: { detail: 'Modifiée entre-temps.', current: theirs } } : undefined));
    renderAt(<AuthorForm author={author} base={BASE} />, `${BASE}/auteurs/7`);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), ' (bis)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await user.click(await screen.findByRole('button', { name: 'Recharger les valeurs enregistrées' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('value', 'Camille Martin-Roy');
    expect(screen.queryByText('Modifiée entre-temps.')).toBeNull();
  });
});

describe('the audit trail', () => {
  const entry = (id: number, changes: AuditEntry['changes'], action = 'updated'): AuditEntry => ({
    id,
    at: '2026-11-12T13:05:00Z',
    actor: { id: 1, email: 'staff@exemple.fr' },
    action,
    changes,
  });

  it('writes each change in French', () => {
    const e = entry(1, { price: { from: '18.00', to: '19.50' }, published: { from: false, to: true }, release: { from: null, to: '2027-04-20' } });
    expect(describeEntry(e)).toBe('le 12 novembre 2026 à 14 h 05, par staff@exemple.fr');
    expect(describeChanges(e)).toEqual(['prix 18,00\u00a0€ → 19,50\u00a0€', 'paru non → oui', 'parution (vide) → 20 avril 2027']);
    expect(describeChanges(entry(2, { draft: { from: true, to: false }, vat_rate: { from: '20', to: '5.5' } }))).toEqual(['brouillon oui → non', 'TVA 20\u00a0% → 5,5\u00a0%']);
  });

  it('names the related records: the collection, the author read by its id, an unknown book by its number', async () => {
    serve((call) => {
      if (call.url.startsWith('/api/staff/audit/'))
        return {
          status: 200,
          body: page([entry(2, { label: { from: null, to: 1 }, author: { from: null, to: 7 }, book: { from: null, to: 465 }, authors: { from: [], to: [7, 8] } })]),
        };
      if (call.url === '/api/staff/authors/7/') return { status: 200, body: author };
      return undefined;
    });
    renderAt(<AuditTrail entity="campaign" id={4} version={3} />);
    const list = await screen.findByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    await waitFor(() => expect(list.textContent).toContain('auteur (vide) → Camille Martin'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['collection (vide) → Exemplaire', 'auteur (vide) → Camille Martin', 'livre (vide) → n°465', 'auteurs (vide) → Camille Martin, n°8']);
  });

  it('lists the entries newest first and shows more on request', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (!call.url.startsWith('/api/staff/audit/')) return undefined;
      return call.url.includes('offset=0')
        ? { status: 200, body: page([entry(2, { price: { from: '18.00', to: '19.50' } })], 2, '/api/staff/audit/?offset=10') }
        : { status: 200, body: page([entry(1, {}, 'created')], 2) };
    });
    renderAt(<AuditTrail entity="book" id={4} version={3} />);
    const list = await screen.findByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    expect(list.textContent).toContain('par staff@exemple.fr\u00a0:prix 18,00\u00a0€ → 19,50\u00a0€');
    expect(api!.calls.find((c) => c.url.startsWith('/api/staff/audit/'))?.url).toBe('/api/staff/audit/?entity=book&entity_id=4&limit=10&offset=0');
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(screen.getByText(/\(création\)/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });
});
