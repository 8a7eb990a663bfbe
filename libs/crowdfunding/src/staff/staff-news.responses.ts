import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Integer, Text } from '@shop/common';

/** Documentation only: the records of the campaigns' news and FAQ staff routes (docs/back-office.md). */

const Html = (description: string) => ApiProperty({ type: 'string', format: 'html', description });

export class StaffNewsResponse {
  @Integer('Identifiant.', { example: 7 }) id: number;
  @Integer('Campagne (identifiant).', { example: 2 }) campaign: number;
  @Text('Titre.', { example: 'Le livre part chez l’imprimeur' }) subject: string;
  @DateTime('Date de publication.') date: string;
  @Html('Texte, HTML nettoyé.') content: string;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 2 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}

export class StaffFaqResponse {
  @Integer('Identifiant.', { example: 3 }) id: number;
  @Integer('Campagne (identifiant).', { example: 2 }) campaign: number;
  @Text('Question.', { example: 'Quand recevrai-je mon livre ?' }) question: string;
  @Html('Réponse, HTML nettoyé.') response: string;
  @Integer('Rang dans la FAQ (croissant).', { minimum: 0, maximum: 10000, example: 1 }) position: number;
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 2 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}
