import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/session';
import type { UserProfile } from '@/types/api';

/** The company's identifiers as the bookseller types them (spaces allowed); empty removes one. */
export type CompanyIdentifiers = { siret: string; vat_number: string };

/**
 * `PATCH api/users/profile/` with {bookseller: {siret, vat_number}}: the API checks the keys and that
 * the VAT number's SIREN is the SIRET's, stores them without spaces and answers the profile, which
 * becomes the session's. A 400 is `{siret: [message]}` or `{vat_number: [message]}`.
 */
export async function updateCompanyIdentifiers(identifiers: CompanyIdentifiers): Promise<UserProfile> {
  const profile = await api.patch<UserProfile>(PROFILE_KEY, { bookseller: identifiers });
  await mutate(PROFILE_KEY, profile, { revalidate: false });
  return profile;
}
