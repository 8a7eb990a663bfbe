import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Documentation only: the answers of the health routes. */

/** `GET /health`: PostgreSQL answers (200) or not (503). */
export class HealthDatabaseResponse {
  @ApiProperty({ type: 'string', enum: ['ok', 'error'], description: '« ok » quand PostgreSQL répond.', example: 'ok' })
  status: string;

  @ApiProperty({ type: 'string', enum: ['up', 'down'], description: 'État de PostgreSQL.', example: 'up' })
  database: string;
}

/** One checked service, as @nestjs/terminus reports it. */
export class HealthIndicatorResponse {
  @ApiProperty({ type: 'string', enum: ['up', 'down'], description: 'État du service.', example: 'up' })
  status: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Durée de la vérification, en millisecondes.', example: 2 })
  responseTime: number;

  @ApiPropertyOptional({ type: 'string', description: 'Cause, quand le service ne répond pas.', example: 'timeout of 1000ms exceeded' })
  message?: string;
}

/** The services checked by readiness, by name (each present in `info` when up, in `error` when down). */
export class HealthReadyIndicatorsResponse {
  @ApiPropertyOptional({ type: () => HealthIndicatorResponse, description: 'PostgreSQL.' })
  database?: HealthIndicatorResponse;

  @ApiPropertyOptional({ type: () => HealthIndicatorResponse, description: 'Redis (files de tâches).' })
  redis?: HealthIndicatorResponse;
}

/** The report @nestjs/terminus answers: a status and the checked services in three maps (`info`, `error`, `details`). */
function HealthReport(statuses: string[], status: string, indicators: Type<unknown>, maps: { info: string; error: string; details: string }) {
  abstract class Report {
    @ApiProperty({ type: 'string', enum: statuses, description: status, example: 'ok' })
    status: string;

    @ApiProperty({ type: () => indicators, description: maps.info })
    info: unknown;

    @ApiProperty({ type: () => indicators, description: maps.error })
    error: unknown;

    @ApiProperty({ type: () => indicators, description: maps.details })
    details: unknown;
  }
  return Report;
}

/** `GET api/health/ready`: PostgreSQL and Redis (200 when both answer, 503 otherwise). */
export class HealthReadyResponse extends HealthReport(['ok', 'error', 'shutting_down'], '« ok » quand tout répond.', HealthReadyIndicatorsResponse, {
  info: 'Services qui répondent.',
  error: 'Services qui ne répondent pas.',
  details: 'Tous les services vérifiés.',
}) {}

/** Liveness checks nothing: its maps are empty. */
export class HealthNoIndicatorsResponse {}

const ALWAYS_EMPTY = 'Toujours vide.';

/** `GET api/health/live`: the process answers. */
export class HealthLiveResponse extends HealthReport(['ok', 'shutting_down'], '« ok » : le processus répond.', HealthNoIndicatorsResponse, {
  info: ALWAYS_EMPTY,
  error: ALWAYS_EMPTY,
  details: ALWAYS_EMPTY,
}) {}
