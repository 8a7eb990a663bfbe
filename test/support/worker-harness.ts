import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, bullConnection, dataSourceOptions, dropDatabase, enqueueInOutbox, QUEUES, type QueueJob } from '@shop/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { WorkerModule, type WorkerOptions } from '../../apps/worker/src/worker.module';
import { OutboxRelayService } from '../../apps/worker/src/outbox/outbox-relay.service';
import { testConfig } from './test-app';
import { cloneDatabase, createRunDatabase } from '../setup/test-databases';

/**
 * A database of the suite's own, a copy of the run's template (migrated and seeded): a worker under test relays
 * every outbox row it sees, so it must not see (and steal) the rows other suites write meanwhile.
 */
export interface SuiteDatabase {
  url: string;
  db: DataSource;
  /** Writes one job to the outbox in its own committed transaction; returns the row id. */
  enqueue(job: QueueJob): Promise<string>;
  drop(): Promise<void>;
}

export async function createSuiteDatabase(tag: string): Promise<SuiteDatabase> {
  const run = new URL(process.env.DATABASE_URL as string);
  run.pathname = `${run.pathname}_${tag}`;
  const url = run.toString();
  // A copy of the run's template, migrated and seeded once by jest's global setup (the one way these suites run).
  const template = process.env.TEST_TEMPLATE_DATABASE_URL;
  if (!template) throw new Error('TEST_TEMPLATE_DATABASE_URL manque : lancez la suite par jest (npm test), dont la préparation crée la base modèle.');
  await cloneDatabase(template, url);
  const db = new DataSource(dataSourceOptions(url, [], []));
  await db.initialize();
  return {
    url,
    db,
    enqueue: (job) => db.transaction((manager) => enqueueInOutbox(manager, job)),
    async drop() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

/** A database of the suite's own with nothing in it, not even the migrations: the shop's first start. */
export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createEmptySuiteDatabase(tag: string): Promise<EmptyDatabase> {
  const run = new URL(process.env.DATABASE_URL as string);
  run.pathname = `${run.pathname}_${tag}`;
  const url = run.toString();
  await dropDatabase(url);
  // CREATE DATABASE, without the template, with the test databases' setting (no commit waits).
  await createRunDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

export interface TestWorker {
  app: INestApplicationContext;
  relay: OutboxRelayService;
  prefix: string;
  /** A producer on the worker's emails queue, to look at (or add) jobs directly. */
  emails: Queue;
  /** Stops the worker and removes its queues from Redis. */
  close(): Promise<void>;
}

/** Starts the real WorkerModule against `databaseUrl`, with a queue prefix nobody else uses. */
export async function startTestWorker(overrides: Partial<AppConfig> & { databaseUrl: string }, options: WorkerOptions = {}): Promise<TestWorker> {
  const config = testConfig({ outboxPollMs: 50, ...overrides });
  const prefix = options.queuePrefix ?? `test-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { databaseRetry: { attempts: 1, delayMs: 100 }, ...options, queuePrefix: prefix }), {
    logger: process.env.WORKER_TEST_LOGS ? ['log', 'warn', 'error'] : false,
  });
  await app.init();
  const connection = bullConnection(config.redisUrl);
  const emails = new Queue(QUEUES.emails, { connection, prefix });
  return {
    app,
    relay: app.get(OutboxRelayService),
    prefix,
    emails,
    async close() {
      await app.close();
      for (const name of [QUEUES.emails, QUEUES.heartbeat, QUEUES.cartExpiry, QUEUES.retention, QUEUES.campaignEnds, QUEUES.newsletter, QUEUES.bankRefunds]) {
        const queue = name === QUEUES.emails ? emails : new Queue(name, { connection, prefix });
        await queue.obliterate({ force: true }).catch(() => undefined);
        await queue.close();
      }
    },
  };
}

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`condition non remplie en ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
