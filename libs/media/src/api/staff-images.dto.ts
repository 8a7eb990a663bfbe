import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: the multipart body of an upload (read by readMultipartForm, not by a pipe). */
export class ImageUploadFormDoc {
  @ApiProperty({ type: 'string', format: 'binary', description: 'L’image : PNG, JPEG, WebP ou SVG (reconnue à son contenu), 5 Mo et 6 000 × 6 000 pixels au plus.' })
  file: unknown;
}
