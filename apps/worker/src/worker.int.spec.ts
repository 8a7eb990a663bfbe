import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { bullConnection, QUEUES } from '@shop/common';
import { Queue, QueueEvents } from 'bullmq';
import { testConfig } from '../../../test/support/test-app';
import { HeartbeatProcessor } from './heartbeat.processor';
import { WorkerModule } from './worker.module';

describe('worker', () => {
  const prefix = `test${Date.now()}`;
  const connection = bullConnection(testConfig().redisUrl);
  let worker: INestApplicationContext;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testConfig(), { queuePrefix: prefix }), { logger: false });
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
