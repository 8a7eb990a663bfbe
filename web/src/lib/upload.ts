import { apiErrorOf, apiUrl, authHeaders, REQUEST_ID_HEADER, reportUnauthorized, unreachable } from './api-client';
import { beginLoading } from './loading';

/** An uploaded image (`POST api/staff/images/`, docs/back-office.md). */
export interface UploadedImage {
  id: string;
  url: string;
  png_url: string;
  width: number;
  height: number;
}

/** Sends a file; `onProgress` gets 0–1 while it goes up. Injected in tests. */
export type Uploader = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage>;

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * `POST api/staff/images/` (multipart, field `file`) through XMLHttpRequest, whose upload reports
 * its progress (fetch does not). Same headers as the API client's calls, from its own helper.
 */
export const uploadImage: Uploader = async (file, onProgress) => {
  const url = apiUrl('staff/images/');
  const headers = await authHeaders('POST', url);
  const body = new FormData();
  body.append('file', file);
  const endLoading = beginLoading();
  try {
    return await new Promise<UploadedImage>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const answer = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve(answer as UploadedImage);
          return;
        }
        if (xhr.status === 401) reportUnauthorized(url, headers);
        reject(apiErrorOf(xhr.status, answer, { method: 'POST', url, requestId: xhr.getResponseHeader(REQUEST_ID_HEADER) }));
      };
      xhr.onerror = () => reject(unreachable({ method: 'POST', url }, 'no answer'));
      xhr.send(body);
    });
  } finally {
    endLoading();
  }
};
