/** The two renditions of an upload, by the extension of its URL. */
export type UploadFormat = 'webp' | 'png';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE = new RegExp(`^(${UUID})\\.(webp|png)$`);
const SITE_URL = new RegExp(`^/media/uploads/(${UUID})\\.webp$`);

/** The URL of an upload's rendition: `/media/uploads/<id>.webp` for the site, `.png` for mails. */
export function uploadUrl(id: string, format: UploadFormat): string {
  return `/media/uploads/${id}.${format}`;
}

/** `<uuid>.webp` or `<uuid>.png` (lower case, as the API writes them), or null for any other name. */
export function parseUploadFile(file: unknown): { id: string; format: UploadFormat } | null {
  const match = typeof file === 'string' && file.length <= 64 ? FILE.exec(file) : null;
  return match ? { id: match[1], format: match[2] as UploadFormat } : null;
}

/** The upload id a record's image field names (`/media/uploads/<uuid>.webp`), or null. */
export function uploadIdOfUrl(url: unknown): string | null {
  const match = typeof url === 'string' && url.length <= 80 ? SITE_URL.exec(url) : null;
  return match ? match[1] : null;
}

/**
 * The file name as the client gave it, kept for staff's information only: its last path segment,
 * without control characters, in NFC, 255 characters at most. Never used to decide anything.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return Array.from(clean).slice(-255).join('');
}
