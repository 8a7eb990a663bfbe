import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/session';
import type { UserProfile } from '@/types/api';

/**
 * `PATCH api/users/profile/` with {bookseller: {iban}}: the bookseller's own IBAN. The answer shows
 * it masked (`bookseller.iban_masked`) and becomes the session's profile. A 400 is `{iban: [message]}`.
 */
export async function updateIban(iban: string): Promise<UserProfile> {
  const profile = await api.patch<UserProfile>(PROFILE_KEY, { bookseller: { iban } });
  await mutate(PROFILE_KEY, profile, { revalidate: false });
  return profile;
}
