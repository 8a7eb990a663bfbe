import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { ContactMessage } from '../types';

/** `GET api/staff/contact-messages/`: what visitors wrote through the contact form, newest first. */
export function useContactMessages(offset: number, limit = 20) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<Page<ContactMessage>, Error>(`staff/contact-messages/?limit=${limit}&offset=${offset}`, (path: string) => api.get<Page<ContactMessage>>(path, { retries: 3 }), {
    keepPreviousData: true,
  });
  return { page: data, error, retry: () => void reload() };
}
