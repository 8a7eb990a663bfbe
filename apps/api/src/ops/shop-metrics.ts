import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppConfig } from '@shop/common';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { CachedBusinessCounts } from './business-counts';
import { OpsQueues, withTimeout } from './ops-queues';

/** Job states whose depth ops watch. */
const STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/**
 * The API's Prometheus metrics, in a registry of its own (several apps may share a process in
 * tests): Node process metrics, HTTP request durations by method, route pattern and status, the
 * BullMQ queue depths and the outbox rows not yet relayed (both read at scrape time). What the
 * worker does (card payments by outcome, paid orders by means, mails by outcome, suppressed addresses) is read from
 * its tables at scrape time too, one grouped query cached a few seconds: the API never sees the
 * worker's jobs, the tables survive restarts and add up every worker, and no second port is opened.
 */
@Injectable()
export class ShopMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(ops: OpsQueues, @InjectDataSource() db: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Durée des requêtes HTTP, par méthode, route et statut',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Tâches BullMQ par file et par état (waiting, active, failed, delayed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        // Redis away: no depth rather than a stale one (the readiness check says why).
        const counts = await Promise.all(ops.queues.map((q) => withTimeout(q.getJobCounts(...STATES), 1_000, 'Redis').catch(() => null)));
        ops.queues.forEach((q, i) => STATES.forEach((state) => counts[i] && this.set({ queue: q.name, state }, counts[i]![state] ?? 0)));
      },
    });
    new Gauge({
      name: 'outbox_backlog',
      help: 'Lignes de l’outbox pas encore remises à leur file',
      registers: [this.registry],
      async collect() {
        const [{ n }] = await db.query<{ n: string }[]>('SELECT count(*) AS n FROM outbox WHERE dispatched_at IS NULL');
        this.set(Number(n));
      },
    });
    const business = new CachedBusinessCounts(db);
    new Counter({
      name: 'shop_card_payments_total',
      help: 'Notifications bancaires traitées par issue (paid, cancelled, anomaly), chaque notification comptée une fois',
      labelNames: ['outcome'],
      registers: [this.registry],
      async collect() {
        const { cardPayments } = await business.read();
        this.reset();
        for (const [outcome, n] of Object.entries(cardPayments)) this.inc({ outcome }, n);
      },
    });
    new Counter({
      name: 'shop_orders_paid_total',
      help: 'Commandes facturées par moyen de paiement',
      labelNames: ['paid_with'],
      registers: [this.registry],
      async collect() {
        const { ordersPaid } = await business.read();
        this.reset();
        for (const [paidWith, n] of Object.entries(ordersPaid)) this.inc({ paid_with: paidWith }, n);
      },
    });
    new Counter({
      name: 'shop_mails_total',
      help: 'Courriels envoyés (sent), tentatives d’envoi échouées (failed), refusés définitivement (refused) et non envoyés à une adresse suspendue (skipped)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const { mails } = await business.read();
        this.reset();
        for (const [status, n] of Object.entries(mails)) this.inc({ status }, n);
      },
    });
    new Gauge({
      name: 'shop_mail_suppressions',
      help: 'Adresses suspendues après un refus définitif du serveur de messagerie',
      registers: [this.registry],
      async collect() {
        this.set((await business.read()).mailSuppressions);
      },
    });
    new Counter({
      name: 'shop_queue_requeued_total',
      help: 'Tâches renvoyées par la réconciliation après leur perte par Redis, par source (outbox, bank)',
      labelNames: ['source'],
      registers: [this.registry],
      async collect() {
        const { requeued } = await business.read();
        this.reset();
        for (const [source, n] of Object.entries(requeued)) this.inc({ source }, n);
      },
    });
    new Gauge({
      name: 'shop_queue_unfinished',
      help: 'Travail confié à une file et pas encore terminé, par source et âge minimal (1m, 10m, 1h)',
      labelNames: ['source', 'older_than'],
      registers: [this.registry],
      async collect() {
        const { unfinished } = await business.read();
        for (const [source, ages] of Object.entries(unfinished)) {
          for (const [age, n] of Object.entries(ages)) this.set({ source, older_than: age }, n);
        }
      },
    });
  }
}

/** Does the Authorization header carry this bearer token? Compared in constant time. */
function hasBearer(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request (by route pattern, so ids never make new series) and serves GET /metrics:
 * behind METRICS_TOKEN as a bearer token when it is set (always in production).
 */
export function registerMetrics(fastify: FastifyInstance, metrics: ShopMetrics, config: AppConfig): void {
  fastify.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions?.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  fastify.get('/metrics', async (req, reply) => {
    if (config.metricsToken && !hasBearer(req.headers.authorization, config.metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: "Informations d'authentification non fournies." });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
