/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { aCampaign, aLabel } from '@/testing/fixtures';
import type { CrowdfundingDetail } from '@/types/api';
import { CampaignRoute, useCampaignContext } from './campaign';

const DRAFT_NOTICE = 'Aperçu : ce brouillon n’est visible que par l’équipe. Il n’apparaît dans aucune liste et personne ne peut y contribuer.';

function aCampaignDetail(overrides: Partial<CrowdfundingDetail> = {}): CrowdfundingDetail {
  return {
    ...aCampaign(),
    author: null,
    description: '<p>Un roman.</p>',
    compensations: [
      {
        id: 40,
        name: 'Le livre',
        price: '20.00',
        description_text: '',
        image: null,
        image_webp: null,
        limited: false,
        limited_quantity: null,
        ordered_quantity: 0,
        remaining_quantity: null,
        lockedByVoucher: false,
        bookseller_only: false,
        dedication: false,
        donation: false,
      },
    ],
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Tab() {
  return <p data-testid="tab">{useCampaignContext().campaign.slug}</p>;
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

function renderCampaign(path: string, campaign: CrowdfundingDetail | FakeAnswer) {
  const answer = 'status' in campaign ? campaign : { status: 200, body: campaign };
  api = fakeApi((call) => (call.url.startsWith('/api/crowdfundings/') ? answer : { status: 404, body: { detail: 'Pas trouvé.' } }));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:label" element={<Outlet context={aLabel()} />}>
            <Route path="financement-participatif/:slug" element={<CampaignRoute />}>
              <Route index element={<Tab />} />
              <Route path="news" element={<Tab />} />
            </Route>
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the campaign page', () => {
  it('previews a draft for staff: the banner on top, no way to contribute', async () => {
    renderCampaign('/exemplaire/financement-participatif/orbite-basse', aCampaignDetail({ draft: true }));
    const banner = await screen.findByText(DRAFT_NOTICE);
    expect(banner.getAttribute('role')).toBe('status');
    // At the top of the page, before its title.
    expect(banner.closest('article')?.firstElementChild).toBe(banner);
    expect(screen.queryByRole('link', { name: 'Contribuer' })).toBeNull();
    expect(screen.getByText('Brouillon : personne ne peut y contribuer avant sa publication.')).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.includes('/contribute'))).toBe(false);
  });

  it('shows a published campaign without the banner, with its contribution buttons', async () => {
    renderCampaign('/exemplaire/financement-participatif/orbite-basse', aCampaignDetail());
    expect(await screen.findByRole('link', { name: 'Contribuer' })).toBeTruthy();
    expect(screen.queryByText(DRAFT_NOTICE)).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/exemplaire/financement-participatif/orbite-basse');
  });

  it('replaces an old slug in the address by the current one, keeping the tab and the query', async () => {
    renderCampaign('/exemplaire/financement-participatif/ancien-titre/news?page=2', aCampaignDetail());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/exemplaire/financement-participatif/orbite-basse/news?page=2'));
    expect(await screen.findByTestId('tab')).toBeTruthy();
    // The campaign was asked for once, by the address's slug; the new address finds it under its own.
    expect(api!.calls[0].url).toContain('/api/crowdfundings/ancien-titre/');
  });

  it('says in French only that the project could not be loaded when the server fails, its detail going to the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderCampaign('/exemplaire/financement-participatif/orbite-basse', { status: 500, body: { detail: 'boom' }, headers: { 'X-Request-Id': 'req-7' } });
      // Once the client has tried again twice (spec §7)
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(alert.querySelector('p')?.textContent).toBe("Ce projet n'a pas pu être chargé.");
      expect(document.body.textContent).not.toContain('boom');
      expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/req-7\): boom$/));
    } finally {
      warn.mockRestore();
    }
  });
});
