import { apiErrorOf, apiUrl, api, CSRF_COOKIE, CSRF_HEADER, readCookie, requestIdOf, unreachable, type DrfErrorBody } from '@/lib/api-client';
import { beginLoading } from '@/lib/loading';

export interface ProjectSubmission {
  name: string;
  email: string;
  title: string;
  summary: string;
  file: File | null;
}

/** The manuscripts the editorial team reads, and the size the server accepts (spec: 10 MB). */
export const MANUSCRIPT_EXTENSIONS = ['pdf', 'odt', 'doc', 'docx'] as const;
export const MANUSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
export const MANUSCRIPT_ACCEPT =
  '.pdf,.odt,.doc,.docx,application/pdf,application/vnd.oasis.opendocument.text,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * `POST project-submissions/` as multipart/form-data (the JSON client cannot carry a file): the same
 * anti-forgery header as every unsafe call, errors as the client's ApiError so forms map them onto fields.
 */
export async function submitProject(project: ProjectSubmission, label: string): Promise<{ detail: string }> {
  const form = new FormData();
  form.append('name', project.name.trim());
  form.append('email', project.email.trim());
  form.append('title', project.title.trim());
  form.append('summary', project.summary);
  form.append('label', label);
  if (project.file) form.append('file', project.file, project.file.name);
  // A first visit may not hold the cookie yet: any answer of the API sets it.
  if (!readCookie(CSRF_COOKIE)) await api.get('labels/', { params: { limit: 1 } }).catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const endLoading = beginLoading();
  const url = apiUrl('project-submissions/');
  try {
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers, body: form });
    } catch (error) {
      throw unreachable({ method: 'POST', url }, error);
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    // A file past the limit may be refused by a proxy before the API, without the API's French body.
    if (res.status === 413 && !(body && typeof body === 'object' && 'detail' in body)) body = { detail: 'Le fichier ne doit pas dépasser 10 Mo.' };
    if (!res.ok) throw apiErrorOf(res.status, body, { method: 'POST', url, requestId: requestIdOf(res) });
    const drf: DrfErrorBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as DrfErrorBody) : {};
    return drf as { detail: string };
  } finally {
    endLoading();
  }
}
