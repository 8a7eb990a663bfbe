import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_TYPES } from '../domain/document-type';

/** Documentation only: what staff read of the visitors' messages and project submissions. */

/** What every visitor's post has: who sent it, from which label, and when. */
abstract class VisitorPostResponse {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Identifiant de la collection que le visiteur parcourait.', example: 1 })
  label: number;

  @ApiProperty({ type: 'string', example: 'Jeanne Martin' })
  name: string;

  @ApiProperty({ type: 'string', format: 'email', description: 'Adresse à laquelle répondre.', example: 'jeanne.martin@exemple.fr' })
  email: string;

  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-03-14T09:30:00.000Z' })
  created_at: string;
}

/** A contact message, as sent. */
export class ContactMessageResponse extends VisitorPostResponse {
  @ApiProperty({ type: 'string', description: 'Objet, « » sans objet.', example: 'Une question sur une précommande' })
  subject: string;

  @ApiProperty({ type: 'string', description: 'Le message (retours à la ligne conservés).', example: 'Bonjour,\nQuand paraîtra le livre ?' })
  message: string;
}

/** The manuscript of a submission: its name, size and type, never its bytes. */
export class ProjectSubmissionFileResponse {
  @ApiProperty({ type: 'string', description: 'Nom du fichier envoyé.', example: 'manuscrit.pdf' })
  name: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Taille en octets.', example: 182034 })
  size: number;

  @ApiProperty({ type: 'string', enum: [...Object.values(DOCUMENT_TYPES), 'application/octet-stream'], description: 'Type MIME reconnu à ses octets.', example: 'application/pdf' })
  type: string;
}

/** A project submission, with its manuscript's description and download path. */
export class ProjectSubmissionResponse extends VisitorPostResponse {
  @ApiProperty({ type: 'string', example: 'Les Marées d’hiver' })
  title: string;

  @ApiProperty({ type: 'string', description: 'Résumé du projet (retours à la ligne conservés).', example: 'Un roman sur…' })
  summary: string;

  @ApiProperty({ type: () => ProjectSubmissionFileResponse, nullable: true, description: 'Le manuscrit, null sans fichier.' })
  file: ProjectSubmissionFileResponse | null;

  @ApiProperty({
    type: 'string',
    format: 'uri-reference',
    nullable: true,
    description: 'Chemin (même origine) du téléchargement du manuscrit, null sans fichier.',
    example: '/api/staff/project-submissions/5/file/',
  })
  file_url: string | null;
}
