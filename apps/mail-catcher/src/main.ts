import { ConfigError, loadConfig } from '@shop/common';
import { startMailCatcher } from '@shop/mail';

/**
 * The development mail catcher: every mail the worker sends lands here instead of leaving, readable
 * at http://localhost:MAIL_CATCHER_HTTP_PORT. scripts/start.js runs it when SMTP_URL is empty.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // MAIL_CATCHER_HOST=0.0.0.0 lets other containers reach it (docker-compose); loopback otherwise.
  const host = process.env.MAIL_CATCHER_HOST || '127.0.0.1';
  const catcher = await startMailCatcher({ smtpPort: config.mailCatcherSmtpPort, httpPort: config.mailCatcherHttpPort, host });
  const page = catcher.httpUrl.replace('127.0.0.1', 'localhost');
  if (process.send) {
    // Started by scripts/start.js, which passes the SMTP address on to the worker and prints the page.
    process.send({ type: 'mail-catcher-ready', smtpUrl: catcher.smtpUrl, httpUrl: page });
  } else {
    console.log(`Courriels de développement : ${page} (SMTP ${catcher.smtpUrl})`);
  }
  const stop = () => void catcher.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (error instanceof ConfigError) console.error(error.message);
  else if (code === 'EADDRINUSE') {
    console.error(
      `Collecteur de courriels : le port ${(error as { port?: number }).port} est déjà pris. ` +
        'Arrêtez l’autre collecteur, ou choisissez MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_HTTP_PORT, ou un vrai serveur avec SMTP_URL.',
    );
  } else console.error(error);
  process.exit(1);
});
