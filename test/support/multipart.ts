import type { JsonResponse, ServedApi } from './api-client';

/** A file part as a browser's file input sends it: the client's name and Content-Type are its own choice. */
export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** The anti-forgery cookie's value, read from a first answer as the SPA does. */
async function csrfToken(api: ServedApi): Promise<string> {
  const res = await fetch(`${api.baseUrl}/health`);
  await res.text();
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('csrftoken='))!
    .split(';')[0]
    .slice('csrftoken='.length);
}

/**
 * POSTs a multipart form (fields, then the file as `file` when given), with the anti-forgery cookie
 * and header as the SPA sends them (`csrf: false`: without, as a forged cross-site form would).
 */
export async function postMultipart(
  api: ServedApi,
  path: string,
  parts: { fields?: Record<string, string>; file?: FilePart; token?: string; csrf?: boolean },
): Promise<JsonResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts.fields ?? {})) form.append(key, value);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }), parts.file.name);
  const headers: Record<string, string> = {};
  if (parts.csrf !== false) {
    const token = await csrfToken(api);
    headers.cookie = `csrftoken=${token}`;
    headers['x-csrftoken'] = token;
  }
  if (parts.token) headers.authorization = `Bearer ${parts.token}`;
  const sent = await fetch(api.baseUrl + path, { method: 'POST', headers, body: form });
  const text = await sent.text();
  let body: unknown = text === '' ? null : text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: sent.status, headers: sent.headers, body };
}
