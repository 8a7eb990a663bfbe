import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { uploadIdOfUrl, type UploadFormat } from './upload-paths';

/** Bytes of renditions kept in memory per process: uploads never change, so a hit is always right. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Reads the uploaded images: whether a record's image URL names one (for the modules whose records
 * carry images), and the bytes of a rendition (for GET /media/uploads/…).
 */
@Injectable()
export class UploadedImages {
  private readonly cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (body) => Math.max(1, body.length) });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** True when `url` is `/media/uploads/<uuid>.webp` and that upload is stored. */
  async exists(url: unknown): Promise<boolean> {
    const id = uploadIdOfUrl(url);
    if (id === null) return false;
    const rows = await this.db.query<unknown[]>('SELECT 1 FROM uploaded_images WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** The bytes of one rendition, or null when no upload has that id. `id` must be a UUID (parseUploadFile). */
  async rendition(id: string, format: UploadFormat): Promise<Buffer | null> {
    const key = `${id}.${format}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    // The column is chosen from the two names of UploadFormat, never from the client's text.
    const column = format === 'png' ? 'png' : 'webp';
    const [row] = await this.db.query<{ body: Buffer }[]>(`SELECT ${column} AS body FROM uploaded_images WHERE id = $1`, [id]);
    if (!row) return null;
    this.cache.set(key, row.body);
    return row.body;
  }
}
