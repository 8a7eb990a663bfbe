/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import { RecordChecklist } from './record-checklist';
import { RecordPicker } from './record-picker';

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const author = (id: number, name: string) => ({ id, name, slug: `auteur-${id}`, label: 1 });

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

/** 312 authors on the server: the first 100 by name without a search, the matches of a search. */
function serveAuthors() {
  api = fakeApi((call) => {
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/staff/authors/') {
      const search = url.searchParams.get('search');
      if (search === 'zola') return { status: 200, body: page([author(250, 'Émile Zola')]) };
      return { status: 200, body: page([author(1, 'Anne Arnaud'), author(2, 'Bruno Bel')], 312) };
    }
    if (url.pathname === '/api/staff/authors/250/') return { status: 200, body: author(250, 'Émile Zola') };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  return api;
}

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RecordPicker kind="author" value={value} onChange={setValue} label="Auteur" searchLabel="Chercher un auteur" placeholder="Aucun auteur" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const fresh = (ui: React.ReactElement) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
const optionNames = () => Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Auteur' }).options).map((o) => o.textContent);

describe('RecordPicker', () => {
  it('offers the first authors, says the list is cut, and finds any other by a search on the server', async () => {
    serveAuthors();
    const user = userEvent.setup();
    fresh(<Picker />);
    await waitFor(() => expect(optionNames()).toEqual(['Aucun auteur', 'Anne Arnaud', 'Bruno Bel']));
    expect(screen.getByText('2 premiers sur 312 : précisez la recherche.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Chercher un auteur' }), 'zola{Enter}');
    await waitFor(() => expect(optionNames()).toEqual(['Aucun auteur', 'Émile Zola']));
    expect(api!.calls.some((c) => c.url.includes('search=zola'))).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Auteur' }), 'Émile Zola');
    expect(screen.getByTestId('value').textContent).toBe('250');
  });

  it('keeps a chosen author the list does not show, by its name', async () => {
    serveAuthors();
    fresh(<Picker initial="250" />);
    await waitFor(() => expect(optionNames()).toEqual(['Aucun auteur', 'Émile Zola', 'Anne Arnaud', 'Bruno Bel']));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Auteur' }).value).toBe('250');
  });
});

describe('RecordChecklist', () => {
  it('lists the chosen authors the search does not show first, then its matches, ticked in place', async () => {
    serveAuthors();
    const user = userEvent.setup();
    function Checklist() {
      const [chosen, setChosen] = useState([250]);
      return <RecordChecklist kind="author" chosen={chosen} onChange={setChosen} legend="Auteurs présents" searchLabel="Chercher un auteur" empty="Aucun auteur." />;
    }
    fresh(<Checklist />);
    const zola = await screen.findByRole('checkbox', { name: 'Émile Zola' });
    expect((zola as HTMLInputElement).checked).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Bruno Bel' }));
    expect(screen.getAllByRole('checkbox').map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Émile Zola', true],
      ['Anne Arnaud', false],
      ['Bruno Bel', true],
    ]);
  });
});
