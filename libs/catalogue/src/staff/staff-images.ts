/**
 * Images of staff records. The database keeps media paths (`products/x.svg`, generated from the
 * record; `uploads/<uuid>.webp`, uploaded by staff) that the public serializers turn into absolute
 * URLs, so an uploaded image shows wherever the generated one did. Staff read and send same-origin
 * URLs (`/media/<path>`).
 */

export const UNKNOWN_IMAGE = 'Image inconnue : envoyez-la d’abord.';

const UPLOADED_URL = /^\/media\/(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;

/** Whether an uploaded image's URL names an image that exists (the media module's UploadedImages). */
export abstract class UploadedImageCheck {
  abstract exists(url: string): Promise<boolean>;
}

/** `/media/<path>` for staff, null for none. */
export function imageUrl(path: string | null): string | null {
  return path ? `/media/${path}` : null;
}

/** Generated images are named after the record's slug; uploaded ones are not. */
export function isGenerated(path: string | null): boolean {
  return path !== null && !path.startsWith('uploads/');
}

/**
 * The path to store for an image field: absent → the current one (a generated image follows a new
 * slug); null → the generated image; the current URL → unchanged; an uploaded image's URL → its path.
 * Answers undefined for any other URL (400 `UNKNOWN_IMAGE`).
 */
export async function resolveImage(input: string | null | undefined, current: string | null, generated: string, check: UploadedImageCheck): Promise<string | null | undefined> {
  if (input === undefined) return isGenerated(current) ? generated : current;
  if (input === null) return generated;
  if (input === imageUrl(current)) return isGenerated(current) ? generated : current;
  const uploaded = UPLOADED_URL.exec(input);
  return uploaded && (await check.exists(input)) ? uploaded[1] : undefined;
}
