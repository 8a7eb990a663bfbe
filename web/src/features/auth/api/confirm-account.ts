import { api } from '@/lib/api-client';

/** Confirmations already sent in this page, by email and token: the token is single use. */
const sent = new Map<string, Promise<unknown>>();

/**
 * `POST users/confirm/ {email, validation_token}`: activates the account of the mailed link. The
 * same link asked twice in one page (a re-render, React's development double effects) is sent once.
 */
export function confirmAccount(email: string, token: string): Promise<unknown> {
  const key = `${email}\n${token}`;
  let call = sent.get(key);
  if (!call) {
    call = api.post('users/confirm/', { email, validation_token: token });
    sent.set(key, call);
  }
  return call;
}
