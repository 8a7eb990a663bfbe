import { Logger } from '@nestjs/common';
import { loadScaleDataSet } from './load-scale';

/** Where the scale data set goes: a database of its own, dropped and written again at each run. */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/shop_scale';

/**
 * `npm run seed:scale`: the shop after three years (SCALE=1, the default; SCALE=0.01 for a quick
 * run) in SCALE_DATABASE_URL's database. Prints what it wrote, the time taken and the size.
 */
async function main(): Promise<void> {
  const logger = new Logger('SeedScale');
  const scale = Number(process.env.SCALE ?? '1');
  const databaseUrl = process.env.SCALE_DATABASE_URL ?? DEFAULT_URL;
  const report = await loadScaleDataSet(databaseUrl, scale, logger);
  logger.log(`Données à l'échelle chargées en ${report.seconds.total} s (${JSON.stringify(report.seconds)}), base de ${(report.databaseBytes / 1024 ** 3).toFixed(2)} Gio`);
  logger.log(`Lignes écrites : ${JSON.stringify(report.rows)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
