import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { bullConnection, QUEUES } from '@shop/common';
import { Queue, QueueEvents } from 'bullmq';
import { testConfig } from '../../../test/support/test-app';
import { createSuiteDatabase, type SuiteDatabase } from '../../../test/support/worker-harness';
import { HeartbeatProcessor } from './heartbeat.processor';
import { WorkerModule } from './worker.module';

describe('worker', () => {
  const prefix = `test${Date.now()}`;
  const connection = bullConnection(testConfig().redisUrl);
  let worker: INestApplicationContext;
  let queue: Queue;
  let events: QueueEvents;
  // Its own database: the worker's outbox relay must not take the rows other suites write.
  let database: SuiteDatabase;

  beforeAll(async () => {
    database = await createSuiteDatabase('heartbeat');
    const config = testConfig({ databaseUrl: database.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { queuePrefix: prefix }), { logger: false });
    await worker.init();
    queue = new Queue(QUEUES.heartbeat, { connection, prefix });
    events = new QueueEvents(QUEUES.heartbeat, { connection, prefix });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    // The emails queue exists too (its consumer and the relay's producer): leave nothing behind.
    const emails = new Queue(QUEUES.emails, { connection, prefix });
    await emails.obliterate({ force: true });
    await emails.close();
    await database.drop();
  });

  it('schedules one heartbeat in Redis when it starts', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toEqual(['heartbeat']);
    expect(schedulers[0].every).toBe(60_000);
  });

  it('processes a heartbeat job from Redis and records when', async () => {
    const job = await queue.add('beat', { from: 'test' });
    const result = await job.waitUntilFinished(events, 10_000);
    expect(new Date(result.at).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(worker.get(HeartbeatProcessor).lastBeatAt).not.toBeNull();
  });
});
