import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { checkRequiredServices, ConfigError, loadConfig, sellerWarnings, ServiceUnreachableError, shopServices } from '@shop/common';
import { createApp } from './create-app';
import { prepareDatabase } from './prepare-database';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await checkRequiredServices(shopServices(config));
  // `--seed`: migrate and (re)load the demo data, then stop (npm run seed).
  if (process.argv.includes('--seed')) {
    await prepareDatabase({ ...config, seedDemo: 'always' });
    return;
  }
  await prepareDatabase(config);
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const logger = new Logger('Bootstrap');
  for (const warning of sellerWarnings(process.env, config.nodeEnv === 'production')) logger.warn(warning);
  logger.log(`La boutique écoute sur http://localhost:${config.port}`);
}

bootstrap().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong, without a stack trace.
  if (error instanceof ServiceUnreachableError) console.error(error.toLogLine('api'));
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
