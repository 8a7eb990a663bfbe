import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfValidationError, preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';

export const INVALID_CHOICE = 'Sélectionnez un choix valide. Ce choix ne fait pas partie de ceux disponibles.';

/** Resolves a `label=` filter given as an id or a slug; an unknown label is a 400, as a DRF choice filter. */
@Injectable()
export class LabelLookup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async resolveFilter(value: number | string | boolean | undefined, field = 'label'): Promise<number | undefined> {
    if (value === undefined) return undefined;
    // Asked by every filtered list: a prepared statement, no entity built.
    const [label] = await preparedQuery<{ id: number }>(this.db, typeof value === 'number' ? 'SELECT id FROM labels WHERE id = $1' : 'SELECT id FROM labels WHERE slug = $1', [
      typeof value === 'number' ? value : String(value),
    ]);
    if (label) return label.id;
    // A slug the label had before staff changed it still names it.
    const [old] = typeof value === 'number' ? [] : await this.db.query<{ label_id: number }[]>('SELECT label_id FROM label_old_slugs WHERE slug = $1', [String(value)]);
    if (!old) throw DrfValidationError.single(field, INVALID_CHOICE);
    return old.label_id;
  }

  async slugsByIds(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; slug: string }[]>('SELECT id, slug FROM labels WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((r) => [r.id, r.slug]));
  }
}
