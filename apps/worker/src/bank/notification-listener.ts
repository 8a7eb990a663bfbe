import { Client } from 'pg';

/** Pause before listening again once the connection is lost (the poll covers the gap). */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own, calling `onNotify` for every NOTIFY
 * (delivered only once the notifying transaction commits). Reconnects by itself; a lost wake-up
 * costs nothing but delay, since whoever listens also polls.
 */
export class NotificationListener {
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onNotify: () => void,
    private readonly onProblem: (error: unknown) => void,
  ) {}

  /** Resolves once listening (or once the first attempt failed: it keeps trying in the background). */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'shop-listen' });
    this.client = client;
    client.on('notification', () => this.onNotify());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
      // Anything stored while not listening is picked up now rather than at the next poll.
      this.onNotify();
    } catch (error) {
      this.lost(client, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    if (error) this.onProblem(error);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.start(), RECONNECT_MS);
  }
}
