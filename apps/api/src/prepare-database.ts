import { Logger } from '@nestjs/common';
import { AppConfig, dataSourceOptions, ensureDatabaseExists, MIGRATION_LOCK } from '@shop/common';
import { isCatalogueEmpty, seedDemo } from '@shop/demo-data';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';

/**
 * Makes the database ready before the API accepts requests: creates it if missing, runs pending
 * migrations and seeds the demo on an empty catalogue (or always / never, as configured).
 * An advisory lock keeps two processes starting together from migrating twice, and workers from
 * starting on a schema still being changed (apps/worker/src/migrated-database.ts).
 */
export async function prepareDatabase(config: Pick<AppConfig, 'databaseUrl' | 'seedDemo'>, logger = new Logger('Database')): Promise<void> {
  if (await ensureDatabaseExists(config.databaseUrl)) logger.log('Base de données créée');
  const db = new DataSource(dataSourceOptions(config.databaseUrl, [], MIGRATIONS));
  await db.initialize();
  try {
    await db.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await db.runMigrations({ transaction: 'each' });
    if (applied.length) logger.log(`Migrations appliquées : ${applied.map((m) => m.name).join(', ')}`);
    const seed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && (await isCatalogueEmpty(db)));
    if (seed) {
      const summary = await seedDemo(db);
      logger.log(`Données de démonstration chargées : ${JSON.stringify(summary)}`);
    }
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await db.destroy();
  }
}
