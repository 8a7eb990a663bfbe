import { loadConfig } from '@shop/common';
import { BankSim } from './bank-sim';

/**
 * The bank sandbox for development: `node dist/apps/bank-sim/src/main.js` serves
 * http://localhost:3001/paiement.cgi (BANK_URL's default) with the shop's Monetico test values,
 * and notifies the shop at PUBLIC_URL/api/payment/notification. Never for production.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.nodeEnv === 'production') throw new Error('La banque de test ne tourne pas en production.');
  const port = Number(process.env.BANK_SIM_PORT || new URL(config.bankUrl).port || 3001);
  const sim = new BankSim({
    tpe: config.moneticoTpe,
    key: config.moneticoKey,
    notificationUrl: process.env.BANK_SIM_NOTIFICATION_URL ?? `${config.publicUrl}/api/payment/notification`,
    log: (m) => console.log(`[banque de test] ${m}`),
  });
  const url = await sim.listen(port, process.env.BANK_SIM_HOST ?? '127.0.0.1');
  console.log(`[banque de test] ${url}/paiement.cgi`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sim.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
