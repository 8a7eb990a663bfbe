import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { DataSource } from 'typeorm';
import { convertUpload } from './image-conversion';
import { cleanFileName } from './upload-paths';

export interface NewUpload {
  bytes: Buffer;
  /** The client's file name, kept for information only. */
  name: string;
  uploadedBy: number;
}

export interface StoredUpload {
  id: string;
  width: number;
  height: number;
}

const COLUMNS = 'id, width, height';

/**
 * Conversions running at once in this process: a 6,000 × 6,000 image takes about 150 MB while
 * sharp decodes it, so uploads beyond this wait their turn instead of pressing on memory.
 */
const CONVERSIONS_AT_ONCE = 2;

/**
 * Stores staff's uploads: converted (image-conversion), then kept in PostgreSQL. The same bytes sent
 * again name the image already stored (by the SHA-256 of the original), without converting again.
 * Throws UploadRefused for a file that is no acceptable image.
 */
@Injectable()
export class ImageUploads {
  private readonly converting = pLimit(CONVERSIONS_AT_ONCE);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async upload(upload: NewUpload): Promise<StoredUpload> {
    const sha256 = createHash('sha256').update(upload.bytes).digest();
    const known = await this.bySha256(sha256);
    if (known) return known;
    const image = await this.converting(() => convertUpload(upload.bytes));
    // Two staff sending the same file at once: one row, both answered with it.
    const [inserted] = await this.db.query<StoredUpload[]>(
      `INSERT INTO uploaded_images (sha256, webp, png, width, height, original_size, webp_size, png_size, original_name, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (sha256) DO NOTHING
       RETURNING ${COLUMNS}`,
      [sha256, image.webp, image.png, image.width, image.height, upload.bytes.length, image.webp.length, image.png.length, cleanFileName(upload.name), upload.uploadedBy],
    );
    return inserted ?? (await this.bySha256(sha256))!;
  }

  private async bySha256(sha256: Buffer): Promise<StoredUpload | null> {
    const [row] = await this.db.query<StoredUpload[]>(`SELECT ${COLUMNS} FROM uploaded_images WHERE sha256 = $1`, [sha256]);
    return row ?? null;
  }
}
