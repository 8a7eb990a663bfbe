import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiProperty } from '@nestjs/swagger';
import { AuditTrail } from '@shop/audit';
import { DateTime, DrfNotFound, Integer, ListQuery, listQueryDto, ListQuerySpec, Page, paginate, Text, TextField } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';

/** A note as staff read it: who wrote it and when. */
export class OrderNoteResponse {
  @Integer('Note (identifiant).') id: number;
  @Text('Le texte de la note.', { example: 'Appel de la cliente : colis à laisser chez la gardienne.' }) body: string;
  @ApiProperty({ type: 'object', nullable: true, description: 'Qui l’a écrite (null : compte supprimé).', properties: { id: { type: 'integer' }, email: { type: 'string' } } })
  author: { id: number; email: string } | null;
  @DateTime('Écrite le.') created_at: string;
}

/** `POST api/staff/carts/{id}/notes/`. */
export class OrderNoteDto {
  @TextField({ required: true, maxLength: 2000, description: 'Le texte de la note (2 000 caractères au plus), que le client ne voit pas.' })
  body: string;
}

/** `GET api/staff/carts/{id}/notes/`: newest first, 20 a page. */
export const ORDER_NOTES_SPEC: ListQuerySpec = { ordering: { created_at: 'n.created_at' }, defaultOrdering: ['-created_at'], filters: {}, defaultLimit: 20, maxLimit: 100 };
export class OrderNotesQuery extends listQueryDto(ORDER_NOTES_SPEC) {}

export class ListOrderNotesQuery extends Query<Page<OrderNoteResponse>> {
  constructor(
    readonly cartId: string,
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class AddOrderNoteCommand extends Command<OrderNoteResponse> {
  constructor(
    readonly cartId: string,
    readonly body: string,
    readonly staffId: number,
  ) {
    super();
  }
}

interface NoteRow {
  id: number;
  body: string;
  author_id: number | null;
  email: string | null;
  created_at: Date;
}

const noteOf = (r: NoteRow): OrderNoteResponse => ({
  id: r.id,
  body: r.body,
  author: r.author_id !== null && r.email !== null ? { id: r.author_id, email: r.email } : null,
  created_at: new Date(r.created_at).toISOString(),
});

const COLUMNS = 'n.id, n.body, n.author_id, u.email, n.created_at FROM order_notes n LEFT JOIN users u ON u.id = n.author_id';

async function requireOrder(db: Pick<EntityManager, 'query'>, cartId: string): Promise<void> {
  const [found] = await db.query<unknown[]>(`SELECT 1 FROM carts WHERE id = $1 AND state->>'mergedInto' IS NULL`, [cartId]);
  if (!found) throw new DrfNotFound();
}

/** Staff's internal notes on an order, newest first. */
@QueryHandler(ListOrderNotesQuery)
export class ListOrderNotesHandler implements IQueryHandler<ListOrderNotesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ cartId, list, url }: ListOrderNotesQuery): Promise<Page<OrderNoteResponse>> {
    await requireOrder(this.db, cartId);
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM order_notes WHERE cart_id = $1', [cartId]);
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction}`)
      .concat('n.id DESC')
      .join(', ');
    const rows = await this.db.query<NoteRow[]>(`SELECT ${COLUMNS} WHERE n.cart_id = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [cartId, list.limit, list.offset]);
    return paginate(url, count, rows.map(noteOf), list.limit, list.offset);
  }
}

/**
 * A note added to an order, with its audit entry (kind `order`, action `note_added`) in the same
 * transaction. Notes are never edited nor deleted: what a colleague read stays as it was.
 */
@CommandHandler(AddOrderNoteCommand)
export class AddOrderNoteHandler implements ICommandHandler<AddOrderNoteCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ cartId, body, staffId }: AddOrderNoteCommand): Promise<OrderNoteResponse> {
    return this.db.transaction(async (tx) => {
      await requireOrder(tx, cartId);
      const [{ id }] = await tx.query<{ id: number }[]>('INSERT INTO order_notes (cart_id, author_id, body) VALUES ($1, $2, $3) RETURNING id', [cartId, staffId, body]);
      await this.audit.record(tx, { entity: 'order', entityId: cartId, action: 'note_added', actorId: staffId, changes: { note: { from: null, to: body } } });
      const [row] = await tx.query<NoteRow[]>(`SELECT ${COLUMNS} WHERE n.id = $1`, [id]);
      return noteOf(row);
    });
  }
}
