import useSWR from 'swr';
import { api, fetchFile } from '@/lib/api-client';
import type { Page } from '@/types/api';
import type { ProjectSubmission } from '../types';

/** `GET api/staff/project-submissions/`: the projects authors submitted, newest first, without the manuscripts' bytes. */
export function useProjectSubmissions(offset: number, limit = 20) {
  const { data, error, mutate: reload } = useSWR<Page<ProjectSubmission>, Error>(
    `staff/project-submissions/?limit=${limit}&offset=${offset}`,
    (path: string) => api.get<Page<ProjectSubmission>>(path, { retries: 3 }),
    { keepPreviousData: true },
  );
  return { page: data, error, retry: () => void reload() };
}

/** `GET api/staff/project-submissions/{id}/file/` (the submission's `file_url`): the manuscript, fetched with the bearer token. */
export const fetchManuscript = (fileUrl: string): Promise<Blob> => fetchFile(fileUrl);
