import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { PROFILE_KEY, revalidateProfile } from '@/lib/session';
import type { UserProfile } from '@/types/api';

/** `PATCH api/users/profile/` with {nickname, subscribed}: the session's profile follows. */
export async function updateProfile(change: { nickname: string; subscribed: boolean }): Promise<UserProfile> {
  const profile = await api.patch<UserProfile>(PROFILE_KEY, change);
  await mutate(PROFILE_KEY, profile, { revalidate: false });
  await revalidateProfile();
  return profile;
}

/** `PATCH api/users/profile/` with {email, email2}: a link goes to the new address, which applies only once followed. */
export function requestEmailChange(email: string, email2: string): Promise<UserProfile> {
  return api.patch<UserProfile>(PROFILE_KEY, { email, email2 });
}

/** `POST api/users/email/confirm/` {token}: the link of the mail applies the new address. */
export async function confirmEmailChange(token: string): Promise<{ detail: string }> {
  const answer = await api.post<{ detail: string }>('users/email/confirm/', { token });
  await revalidateProfile();
  return answer;
}

/** `POST api/users/password` {oldpassword, password, password2}. */
export function changePassword(oldpassword: string, password: string, password2: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('users/password', { oldpassword, password, password2 });
}
