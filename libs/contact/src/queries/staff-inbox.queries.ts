import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, ListQuerySpec, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';

/** What the staff lists accept: newest first (the id breaks ties). */
export const STAFF_INBOX_SPEC: ListQuerySpec = {
  ordering: { created_at: 'created_at', id: 'id' },
  defaultOrdering: ['-created_at'],
};

/** A contact message as staff read it. */
export interface StaffContactMessage {
  id: number;
  label: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** A project submission as staff read it: the manuscript's name, size and type, never its bytes (`file_url`, a same-origin path like the invoices', fetches them). */
export interface StaffProjectSubmission {
  id: number;
  label: number;
  name: string;
  email: string;
  title: string;
  summary: string;
  file: { name: string; size: number; type: string } | null;
  file_url: string | null;
  created_at: string;
}

/** A stored manuscript, to answer as a download. */
export interface SubmittedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const orderBy = (list: ListQuery) =>
  list.ordering
    .map((o) => `${o.column} ${o.direction}`)
    .concat('id DESC')
    .join(', ');

/** One page of the contact messages, newest first. */
export class ListContactMessagesQuery extends Query<Page<StaffContactMessage>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

/** One page of the project submissions, newest first. */
export class ListProjectSubmissionsQuery extends Query<Page<StaffProjectSubmission>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

/** The manuscript of one submission; null when the submission or its file does not exist. */
export class GetSubmittedFileQuery extends Query<SubmittedFile | null> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@QueryHandler(ListContactMessagesQuery)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessagesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListContactMessagesQuery): Promise<Page<StaffContactMessage>> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM contact_messages');
    const rows = await this.db.query<{ id: string; label_id: number; name: string; email: string; subject: string; message: string; created_at: Date }[]>(
      `SELECT id, label_id, name, email, subject, message, created_at FROM contact_messages ORDER BY ${orderBy(list)} LIMIT $1 OFFSET $2`,
      [list.limit, list.offset],
    );
    const results = rows.map((r) => ({
      id: Number(r.id),
      label: r.label_id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      created_at: new Date(r.created_at).toISOString(),
    }));
    return paginate(url, count, results, list.limit, list.offset);
  }
}

@QueryHandler(ListProjectSubmissionsQuery)
export class ListProjectSubmissionsHandler implements IQueryHandler<ListProjectSubmissionsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListProjectSubmissionsQuery): Promise<Page<StaffProjectSubmission>> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM project_submissions');
    // The bytes stay in the database: a page of ten manuscripts would weigh up to 100 MB.
    const rows = await this.db.query<
      {
        id: string;
        label_id: number;
        name: string;
        email: string;
        title: string;
        summary: string;
        file_name: string | null;
        file_type: string | null;
        file_size: number | null;
        created_at: Date;
      }[]
    >(
      `SELECT id, label_id, name, email, title, summary, file_name, file_type, file_size, created_at
         FROM project_submissions ORDER BY ${orderBy(list)} LIMIT $1 OFFSET $2`,
      [list.limit, list.offset],
    );
    const results = rows.map((r) => ({
      id: Number(r.id),
      label: r.label_id,
      name: r.name,
      email: r.email,
      title: r.title,
      summary: r.summary,
      file: r.file_name ? { name: r.file_name, size: r.file_size ?? 0, type: r.file_type ?? 'application/octet-stream' } : null,
      file_url: r.file_name ? `/api/staff/project-submissions/${r.id}/file/` : null,
      created_at: new Date(r.created_at).toISOString(),
    }));
    return paginate(url, count, results, list.limit, list.offset);
  }
}

@QueryHandler(GetSubmittedFileQuery)
export class GetSubmittedFileHandler implements IQueryHandler<GetSubmittedFileQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ submissionId }: GetSubmittedFileQuery): Promise<SubmittedFile | null> {
    if (!/^\d{1,18}$/.test(submissionId)) return null;
    const [row] = await this.db.query<{ file_name: string | null; file_type: string | null; file_data: Buffer | null }[]>(
      'SELECT file_name, file_type, file_data FROM project_submissions WHERE id = $1',
      [submissionId],
    );
    if (!row?.file_name || !row.file_data) return null;
    return { name: row.file_name, type: row.file_type ?? 'application/octet-stream', bytes: row.file_data };
  }
}

export const CONTACT_QUERY_HANDLERS = [ListContactMessagesHandler, ListProjectSubmissionsHandler, GetSubmittedFileHandler];
