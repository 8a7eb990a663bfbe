import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { LabelEvent } from '@/types/api';

export function getUpcomingEventsKey(labelSlug: string) {
  return ['events/', { label: labelSlug, upcoming: true }] as const;
}

/** `GET events/?label=&upcoming=true`: the agenda, soonest first. */
export async function getUpcomingEvents(labelSlug: string): Promise<LabelEvent[]> {
  const events = await api.getAll<LabelEvent>('events/', { label: labelSlug, upcoming: true });
  return [...events].sort((a, b) => a.start_date.localeCompare(b.start_date));
}

export function useUpcomingEvents(labelSlug: string) {
  return useSWR<LabelEvent[], Error>(getUpcomingEventsKey(labelSlug), () => getUpcomingEvents(labelSlug), { revalidateOnFocus: false });
}
