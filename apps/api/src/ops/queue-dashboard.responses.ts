import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: `POST api/staff/queue-dashboard/session/` (the cookie itself travels in `Set-Cookie`). */
export class QueueDashboardSessionResponse {
  @ApiProperty({ type: 'string', format: 'uri-reference', description: 'Chemin du tableau de bord des files, à ouvrir dans le navigateur.', example: '/admin/queues/' })
  url: string;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'Fin de validité du cookie de session (15 minutes).', example: '2026-03-14T09:45:00.000Z' })
  expires_at: string;
}
