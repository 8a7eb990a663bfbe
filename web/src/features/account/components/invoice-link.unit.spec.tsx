/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessTokenProvider } from '@/lib/api-client';
import { InvoiceLink } from './invoice-link';

const HREF = '/api/carts/c0ffee00-0000-4000-8000-000000000001/invoice/';

describe('InvoiceLink', () => {
  const real = { fetch: globalThis.fetch, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let calls: { url: string; headers: Record<string, string> }[];
  let answer: () => Response;
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    calls = [];
    saved = [];
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), headers: { ...(init.headers as Record<string, string>) } });
      return answer();
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:facture';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    setAccessTokenProvider(() => 'jeton-d-acces');
  });

  afterEach(() => {
    globalThis.fetch = real.fetch;
    URL.createObjectURL = real.create;
    URL.revokeObjectURL = real.revoke;
    jest.restoreAllMocks();
    setAccessTokenProvider(() => null);
  });

  it('fetches the PDF with the bearer token and saves it under the invoice number', async () => {
    answer = () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }) as unknown as Response;
    render(
      <InvoiceLink href={HREF} number="F2026-000042">
        Télécharger la facture n°F2026-000042
      </InvoiceLink>,
    );
    const link = screen.getByRole('link', { name: 'Télécharger la facture n°F2026-000042' });
    expect(link.getAttribute('href')).toBe(HREF);
    await userEvent.setup().click(link);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:facture', download: 'facture-F2026-000042.pdf' }]));
    expect(calls).toEqual([{ url: HREF, headers: { Authorization: 'Bearer jeton-d-acces' } }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in French when the API refuses, and saves nothing', async () => {
    answer = () => ({ ok: false, status: 404, text: async () => JSON.stringify({ detail: 'Pas trouvé.' }) }) as unknown as Response;
    render(
      <InvoiceLink href={HREF} number="F2026-000042">
        Facture F2026-000042
      </InvoiceLink>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Facture F2026-000042' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Pas trouvé.');
    expect(saved).toEqual([]);
  });
});
