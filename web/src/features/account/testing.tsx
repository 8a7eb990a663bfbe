import { afterEach, beforeEach } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { closeModal, ModalHost } from '@/components/ui/modal';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { PROFILE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/lib/session';
import type { UserProfile } from '@/types/api';

/** Test setup of the account pages: a fake API per test, and a render with the modal host. */

/** The text of the error a field points to through aria-describedby. */
export const describedError = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

/** Renders an account page in a router, with a fresh SWR cache and the modal host beside the root. */
/** Logs `profile` in as the session keeps it (tokens and profile in local storage). */
export function signIn(profile: UserProfile): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access: 'a.b.c', refresh: 'd.e.f' }));
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
}

export function renderWithHost(element: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <div id="root">{element}</div>
      </MemoryRouter>
      <ModalHost />
    </SWRConfig>,
  );
}

/**
 * A fake API for each test of the enclosing describe, with the anti-forgery cookie set: it answers
 * 404 until a test sets `server.answer`; `server.api.calls` records what the page sent. Modals are
 * closed after each test.
 */
export function fakeAccountApi() {
  const server = {
    api: undefined as unknown as ReturnType<typeof fakeApi>,
    answer: (() => ({ status: 404, body: { detail: 'Pas trouvé.' } })) as (call: RecordedCall) => FakeAnswer,
  };
  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    server.answer = () => ({ status: 404, body: { detail: 'Pas trouvé.' } });
    server.api = fakeApi((call) => server.answer(call));
  });
  afterEach(() => {
    act(() => closeModal());
    server.api.restore();
    localStorage.clear();
  });
  return server;
}
