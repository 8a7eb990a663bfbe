import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { checkRequiredServices, ConfigError, JsonLogger, loadConfig, ServiceUnreachableError, shopServices } from '@shop/common';
import { smtpUrlOf } from '@shop/mail';
import { MIGRATIONS } from '../../../migrations';
import { DatabaseNotMigratedError, migrationNames, waitForMigratedDatabase } from './migrated-database';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // BullMQ would otherwise retry Redis forever without a word.
  await checkRequiredServices(shopServices(config));
  // JSON lines, each job's lines stamped with the id of the request it comes from.
  const jsonLogger = new JsonLogger(config.nodeEnv === 'test' ? 'error' : config.logLevel);
  // Started beside the API (npm start), the worker must not read tables its migrations have yet to create.
  await waitForMigratedDatabase(config.databaseUrl, migrationNames(MIGRATIONS), jsonLogger);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: jsonLogger });
  app.enableShutdownHooks();
  const logger = new Logger('Worker');
  logger.log(`Worker connecté à ${new URL(config.redisUrl).host}`);
  // Host only: the URL may carry credentials.
  logger.log(`Courriels envoyés par ${new URL(smtpUrlOf(config)).host}${config.smtpUrl ? '' : ' (collecteur local)'}`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ServiceUnreachableError) console.error(error.toLogLine('worker'));
  else console.error(error instanceof ConfigError || error instanceof DatabaseNotMigratedError ? error.message : error);
  process.exit(1);
});
