import { ApiProperty } from '@nestjs/swagger';

/** An uploaded image: its id and the URLs of its two renditions, to name in a record's image field. */
export class UploadedImageResponse {
  @ApiProperty({ type: 'string', format: 'uuid', example: '3f2c8a1e-5b7d-4c9a-8e21-0f6b3d9a7c45' })
  id: string;

  @ApiProperty({
    type: 'string',
    description: 'L’image en WebP, pour le site (2 400 pixels de large au plus) ; la valeur à donner au champ image d’une fiche.',
    example: '/media/uploads/3f2c8a1e-5b7d-4c9a-8e21-0f6b3d9a7c45.webp',
  })
  url: string;

  @ApiProperty({
    type: 'string',
    description: 'L’image en PNG, pour les courriels (1 200 pixels de large au plus).',
    example: '/media/uploads/3f2c8a1e-5b7d-4c9a-8e21-0f6b3d9a7c45.png',
  })
  png_url: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 2400, description: 'Largeur de l’image WebP, en pixels.' })
  width: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6000, description: 'Hauteur de l’image WebP, en pixels.' })
  height: number;
}
