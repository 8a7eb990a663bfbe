/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aCampaign } from '@/testing/fixtures';
import { CampaignCard, PROJECT_WIDGET_CUT } from './campaign-card';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('a project’s card (spec §9 cuts)', () => {
  it('cuts its description at 350 characters, 300 under a long title, and 250 as a phone shows it', () => {
    const description = words(120);
    const cuts = (title: string) => {
      const { container, unmount } = render(
        <MemoryRouter>
          <CampaignCard campaign={aCampaign({ title, description_text: description })} href="/exemplaire/projets/x" />
        </MemoryRouter>,
      );
      const lengths = [container.querySelector('.excerpt--wide')!.textContent!.length, container.querySelector('.excerpt--narrow')!.textContent!.length];
      unmount();
      return lengths;
    };
    const [wide, narrow] = cuts('Court titre');
    expect(wide).toBeLessThanOrEqual(350);
    expect(wide).toBeGreaterThan(300);
    expect(narrow).toBeLessThanOrEqual(PROJECT_WIDGET_CUT);
    expect(narrow).toBeGreaterThan(200);
    const [wideUnderLongTitle] = cuts('Un titre de projet qui dépasse vingt-huit caractères');
    expect(wideUnderLongTitle).toBeLessThanOrEqual(300);
  });
});
