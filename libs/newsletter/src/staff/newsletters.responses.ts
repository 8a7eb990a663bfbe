import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Integer, Text } from '@shop/common';

/** A moment that may be absent. */
const MaybeDateTime = (description: string): PropertyDecorator =>
  ApiProperty({ type: 'string', format: 'date-time', nullable: true, description, example: '2026-11-21T18:00:00.000Z' });

/** Documentation only: the answers of the newsletters' staff routes. */

const STATUS = { type: 'string', enum: ['draft', 'scheduled', 'sending', 'sent'], description: 'Brouillon, programmée, en cours d’envoi ou envoyée.' } as const;

export class NewsletterResponse {
  @Integer('Identifiant.', { example: 3 }) id: number;
  @Text('Objet.', { example: 'Nos parutions de décembre' }) subject: string;
  @Text('Contenu (HTML filtré).', { example: '<p>Bonjour</p>' }) content: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @ApiProperty(STATUS) status: string;
  @MaybeDateTime('Heure d’envoi prévue ou de départ, null pour un brouillon.') scheduled_at: string | null;
  @MaybeDateTime('Début de l’envoi, null avant.') started_at: string | null;
  @MaybeDateTime('Fin de l’envoi, null avant.') sent_at: string | null;
  @Integer('Destinataires (fixés au départ de l’envoi).', { minimum: 0, example: 200 }) total: number;
  @Integer('Courriels envoyés.', { minimum: 0, example: 198 }) sent: number;
  @Integer('Courriels en échec.', { minimum: 0, example: 1 }) failed: number;
  @Integer('Rien envoyé : adresses suspendues après un refus définitif, ou lecteur·ices désinscrit·es depuis le départ de l’envoi.', { minimum: 0, example: 1 }) skipped: number;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 2 }) version: number;
  @DateTime('Création.') created_at: string;
  @DateTime('Dernière modification.') updated_at: string;
}

export class NewsletterProgressResponse {
  @Integer('Destinataires.', { minimum: 0, example: 200 }) total: number;
  @Integer('Courriels envoyés.', { minimum: 0, example: 120 }) sent: number;
  @Integer('Courriels en échec.', { minimum: 0, example: 0 }) failed: number;
  @Integer('Rien envoyé : adresses suspendues, ou désinscrites depuis le départ.', { minimum: 0, example: 0 }) skipped: number;
  @ApiProperty(STATUS) status: string;
}

export class NewsletterPreviewResponse {
  @Text('Objet du courriel.', { example: 'Nos parutions de décembre' }) subject: string;
  @Text('Le courriel en HTML, tel qu’il part (lien de désinscription à l’adresse de l’équipe).', { example: '<!DOCTYPE html>…' }) html: string;
  @Text('Sa partie texte.', { example: 'Nos parutions de décembre…' }) text: string;
}

export class NewsletterDetailResponse {
  @Text('Message.', { example: 'Un essai part vers equipe@exemplaire.test.' }) detail: string;
}
