import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthDatabaseResponse, HealthLiveResponse, HealthReadyResponse } from './health.responses';
import { OpsQueues } from './ops/ops-queues';

/**
 * Health for load balancers and orchestrators. `api/health/live`: the process answers (restart it
 * otherwise). `api/health/ready`: PostgreSQL and Redis answer (send it traffic), 503 when one does
 * not. `/health` stays the simple PostgreSQL check that scripts and the benchmark wait for.
 */
@ApiTags('Santé')
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly ops: OpsQueues,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Vérifier que PostgreSQL répond' })
  @ApiOkResponse({ type: HealthDatabaseResponse, description: 'PostgreSQL répond.' })
  @ApiServiceUnavailableResponse({ type: HealthDatabaseResponse, description: 'PostgreSQL ne répond pas.' })
  async simple() {
    try {
      await this.db.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException({ status: 'error', database: 'down' });
    }
  }

  @Get('api/health/live')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Vivacité : le processus répond' })
  @ApiOkResponse({ type: HealthLiveResponse, description: 'Le processus répond.' })
  live() {
    return this.health.check([]);
  }

  @Get('api/health/ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Disponibilité : PostgreSQL et Redis répondent' })
  @ApiOkResponse({ type: HealthReadyResponse, description: 'PostgreSQL et Redis répondent.' })
  @ApiServiceUnavailableResponse({ type: HealthReadyResponse, description: 'Un service ne répond pas (détail dans `error`).' })
  ready() {
    return this.health.check([
      () => this.database.pingCheck('database', { connection: this.db }).withTimeout(1_000),
      () =>
        this.indicators
          .check('redis')
          .attempt(() => this.ops.ping())
          .withTimeout(1_000),
    ]);
  }
}
