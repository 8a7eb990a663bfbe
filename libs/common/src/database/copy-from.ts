import type { ClientBase } from 'pg';

/*
 * COPY … FROM STDIN through pg's own client, without pg-copy-streams: pg runs any object with a
 * `submit(connection)` as a query and hands it the server's CopyInResponse; the rows then go as
 * CopyData messages, and the server's answer (CommandComplete or an error) settles the promise.
 */

/** One column's value in COPY's text format: \N for null, backslash escapes, arrays and jsonb as text. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeCopy(pgArray(value));
  if (typeof value === 'object') return escapeCopy(JSON.stringify(value));
  return escapeCopy(String(value));
}

/** A PostgreSQL array literal of text or numbers ('{"a","b"}'). */
function pgArray(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

function escapeCopy(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

/** One row in COPY's text format, its values in the columns' order. */
export function copyLine(values: unknown[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}

/** What pg's connection offers a submitted query (the part COPY needs). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/** Bytes per CopyData message: large enough to keep the round trips few. */
const CHUNK_BYTES = 1 << 20;

class CopyFromQuery {
  callback?: (error: Error | null) => void;
  private failed: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly lines: Iterable<string>,
    private readonly settle: (error: Error | null, rows: number) => void,
  ) {}

  private rows = 0;

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  /** The server is ready for the rows: sent in chunks, waiting for the socket when it is full. */
  handleCopyInResponse(connection: CopyConnection): void {
    void this.send(connection);
  }

  private async send(connection: CopyConnection): Promise<void> {
    try {
      let chunk: string[] = [];
      let size = 0;
      for (const line of this.lines) {
        chunk.push(line);
        size += line.length;
        if (size >= CHUNK_BYTES) {
          connection.sendCopyFromChunk(Buffer.from(chunk.join(''), 'utf8'));
          chunk = [];
          size = 0;
          if (connection.stream.writableNeedDrain) await new Promise((resolve) => connection.stream.once('drain', resolve));
        }
      }
      if (chunk.length) connection.sendCopyFromChunk(Buffer.from(chunk.join(''), 'utf8'));
      connection.endCopyFrom();
    } catch (error) {
      // The rows could not be made: the server drops what it received.
      this.failed = error as Error;
      connection.sendCopyFail((error as Error).message);
    }
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/\d+$/.exec(message.text ?? '')?.[0] ?? 0);
  }

  handleReadyForQuery(): void {
    this.settle(this.failed, this.rows);
  }

  handleError(error: Error): void {
    this.settle(this.failed ?? error, 0);
  }

  // Messages a COPY never receives, present because pg may call them on any active query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/**
 * Writes rows into a table with COPY FROM STDIN (text format): one statement, rows streamed in
 * large chunks, far faster than INSERTs. `lines` come from `copyLine`; answers the rows written.
 */
export function copyFrom(client: ClientBase, table: string, columns: string[], lines: Iterable<string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const query = new CopyFromQuery(`COPY ${table} (${columns.join(', ')}) FROM STDIN`, lines, (error, rows) => (error ? reject(error) : resolve(rows)));
    (client as unknown as { query(q: CopyFromQuery): void }).query(query);
  });
}
