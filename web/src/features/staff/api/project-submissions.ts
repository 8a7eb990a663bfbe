import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { ProjectSubmission } from '../types';

/** `GET api/staff/project-submissions/`: the projects authors submitted, newest first, without the manuscripts' bytes. */
export function useProjectSubmissions(offset: number, limit = 20) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<Page<ProjectSubmission>, Error>(
    `staff/project-submissions/?limit=${limit}&offset=${offset}`,
    (path: string) => api.get<Page<ProjectSubmission>>(path, { retries: 3 }),
    { keepPreviousData: true },
  );
  return { page: data, error, retry: () => void reload() };
}
