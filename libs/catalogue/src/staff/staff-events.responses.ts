import { ApiProperty } from '@nestjs/swagger';
import { DateTime, Integer, Text } from '@shop/common';

/** Documentation only: the record of the events' staff routes (docs/back-office.md). */
export class StaffEventResponse {
  @Integer('Identifiant.', { example: 3 }) id: number;
  @Text('Identifiant dans les adresses.', { example: 'rencontre-a-lyon' }) slug: string;
  @Text('Titre.', { example: 'Rencontre à Lyon' }) title: string;
  @Integer('Collection (identifiant).', { example: 1 }) label: number;
  @DateTime('Début.') start_date: string;
  @DateTime('Fin.') end_date: string;
  @Text('Lieu.', { example: 'Librairie du Tramway, Lyon' }) location: string;
  @ApiProperty({ type: 'string', format: 'html', description: 'Présentation, HTML nettoyé.' }) description: string;
  @ApiProperty({
    type: 'string',
    format: 'uri-reference',
    nullable: true,
    description: 'Affiche (même origine), null sans image.',
    example: '/media/events/rencontre-a-lyon/poster.svg',
  })
  poster: string | null;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Auteur·ices présent·es (identifiants).', example: [4, 7] } as never) authors: number[];
  @Integer('Version : 1 à la création, +1 à chaque modification.', { minimum: 1, example: 3 }) version: number;
  @DateTime('Dernière modification.') updated_at: string;
}
