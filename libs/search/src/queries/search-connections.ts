import { HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/common';
import { createHash } from 'node:crypto';
import { Pool } from 'pg';

/** Connections of the search, beside the application's ten: searches queue here, never before a checkout's statement. */
export const SEARCH_CONNECTIONS = 4;
/** A search that takes longer is cancelled: no query of a visitor holds a connection for long. */
const STATEMENT_TIMEOUT_MS = 2000;
const QUERY_CANCELED = '57014';
const TOO_SLOW = 'La recherche a pris trop de temps : veuillez réessayer dans un instant.';

/**
 * The search's own PostgreSQL connections (a bulkhead): the public, anonymous search can be asked
 * for at every key of every visitor, and must not take the connections orders and payments need.
 * Its statements are prepared once per connection and always run on their generic plan
 * (`plan_cache_mode`): PostgreSQL would otherwise plan each search again for its values, which cost
 * more than running it (1.5 ms against 0.5 ms measured on the scale data set).
 */
@Injectable()
export class SearchConnections implements OnModuleDestroy {
  private readonly pool: Pool;
  /** Statement texts named so far (a few shapes; bounded all the same). */
  private readonly names = new Map<string, string>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: SEARCH_CONNECTIONS,
      application_name: 'shop-search',
      options: `-c plan_cache_mode=force_generic_plan -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    });
    // A connection lost while idle (the server restarted) is replaced on the next search; it must not end the process.
    this.pool.on('error', () => undefined);
  }

  /** Rows of a statement, prepared under a name of its text. */
  async query<T>(text: string, values: unknown[]): Promise<T[]> {
    try {
      const result = await this.pool.query({ name: this.nameOf(text), text, values });
      return result.rows as T[];
    } catch (error) {
      // Cancelled by the statement timeout (query_canceled): the server is busy, not broken.
      if ((error as { code?: string }).code === QUERY_CANCELED) throw new HttpException({ detail: TOO_SLOW }, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
  }

  private nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < 100) {
      name = `search_${createHash('sha1').update(text).digest('base64url')}`;
      this.names.set(text, name);
    }
    return name;
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.end();
  }
}
