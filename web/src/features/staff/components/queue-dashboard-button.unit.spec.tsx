/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { QueueDashboardButton } from './queue-dashboard-button';

describe('the queues button', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  /** A tab of its own, as the click opens it, recording where it went. */
  const tab = () => {
    const seen = { went: [] as string[], closed: false };
    return { seen, open: () => ({ go: (url: string) => void seen.went.push(url), close: () => void (seen.closed = true) }) };
  };

  it('opens the dashboard in a new tab once its cookie is set; the back office stays here', async () => {
    document.cookie = 'csrftoken=jeton';
    api = fakeApi(() => ({ status: 200, body: { url: '/admin/queues/' } }));
    const { seen, open } = tab();
    render(<QueueDashboardButton openTab={open} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Files d’attente (nouvel onglet)' }));
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/staff/queue-dashboard/session/']]);
    expect(seen).toEqual({ went: ['/admin/queues'], closed: false });
    expect(screen.getByRole('button', { name: 'Files d’attente (nouvel onglet)' })).toBeTruthy();
  });

  it('closes the new tab again and says why when the API refuses', async () => {
    document.cookie = 'csrftoken=jeton';
    api = fakeApi(() => ({ status: 403, body: { detail: 'Vous n’avez pas la permission d’effectuer cette action.' } }));
    const { seen, open } = tab();
    render(<QueueDashboardButton openTab={open} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Files d’attente (nouvel onglet)' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Vous n’avez pas la permission d’effectuer cette action.');
    expect(seen).toEqual({ went: [], closed: true });
  });
});
