import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFileResponse } from '@shop/common';
import type { FastifyReply } from 'fastify';
import { sendImmutableMedia } from '../send-media';
import { UploadedImages } from '../uploads/uploaded-images';
import { parseUploadFile } from '../uploads/upload-paths';

const CONTENT_TYPES = { webp: 'image/webp', png: 'image/png' } as const;

/** Staff's uploaded images under /media/uploads/, beside the generated ones: from the database, any API instance. */
@ApiTags('Images')
@Controller('media/uploads')
export class UploadedImagesMediaController {
  constructor(private readonly images: UploadedImages) {}

  @Get(':file')
  @ApiOperation({ summary: 'Image envoyée par l’équipe (WebP pour le site, PNG pour les courriels)' })
  @ApiFileResponse(Object.values(CONTENT_TYPES), 'L’image, en WebP ou en PNG selon l’extension ; 304 quand If-None-Match nomme la même')
  async image(@Param('file') file: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply) {
    const parsed = parseUploadFile(file);
    const body = parsed ? await this.images.rendition(parsed.id, parsed.format) : null;
    if (!parsed || !body) return sendImmutableMedia(reply, null, ifNoneMatch);
    // An id never changes content: the name is a strong validator.
    return sendImmutableMedia(reply, { body, contentType: CONTENT_TYPES[parsed.format], etag: `"${parsed.id}.${parsed.format}"` }, ifNoneMatch);
  }
}
