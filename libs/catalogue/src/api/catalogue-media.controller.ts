import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFileResponse, ParseSlugPipe } from '@shop/common';
import { MediaRenderer, parseMediaPath, sendMedia, UploadedImages } from '@shop/media';
import type { FastifyReply } from 'fastify';
import { CatalogueImages } from '../media/catalogue-images.service';

type Source = (segments: string[], name: string) => Promise<{ svg: string | null; version: string }>;

/**
 * Generated images of the catalogue under /media/, as SVG or WebP. Nothing is read from disk.
 * Sizes are fixed by the image's name (no width or height is taken from the client); the file
 * name is checked by parseMediaPath, the slug bounded like every slug in a path.
 */
/** What every generated image may be, by the extension of its name. */
const IMAGE_TYPES = ['image/svg+xml', 'image/webp', 'image/png'];

@ApiTags('Images')
@Controller('media')
export class CatalogueMediaController {
  constructor(
    private readonly renderer: MediaRenderer,
    private readonly images: CatalogueImages,
    private readonly uploads: UploadedImages,
  ) {}

  private async serve(reply: FastifyReply, path: string, source: Source) {
    const parsed = parseMediaPath(path);
    if (!parsed) return sendMedia(reply, null);
    // The subject's version goes into the key so an edited label or product gets a new image.
    const { svg, version } = await source(parsed.segments, parsed.name);
    const key = `${[...parsed.segments, parsed.name].join('/')}@${version}`;
    const media = svg === null ? null : await this.renderer.render(key, parsed.format, () => svg, parsed.width);
    return sendMedia(reply, media);
  }

  @Get('labels/:slug/:file')
  @ApiOperation({ summary: 'Image d’une collection (logo, emblème, icône…)' })
  @ApiFileResponse(IMAGE_TYPES, 'L’image, en SVG, WebP ou PNG selon l’extension')
  async label(@Param('slug', ParseSlugPipe) slug: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    // A logo or emblem staff uploaded: its renditions (WebP, PNG for mails) instead of the generated image, at their one size.
    const parsed = parseMediaPath(`labels/${slug}/${file}`);
    const upload = parsed && parsed.format !== 'svg' ? await this.images.labelUpload(slug, parsed.name) : null;
    if (upload && parsed) {
      const format = parsed.format === 'png' ? 'png' : 'webp';
      const body = await this.uploads.rendition(upload, format);
      return sendMedia(reply, body ? { body, contentType: `image/${format}` } : null);
    }
    return this.serve(reply, `labels/${slug}/${file}`, (_, name) => this.images.label(slug, name));
  }

  @Get('products/:file')
  @ApiOperation({ summary: 'Image d’un produit' })
  @ApiFileResponse(IMAGE_TYPES, 'L’image, en SVG, WebP ou PNG selon l’extension')
  product(@Param('file') file: string, @Res() reply: FastifyReply) {
    return this.serve(reply, `products/${file}`, (_, name) => this.images.product(name));
  }

  @Get('authors/:slug/:file')
  @ApiOperation({ summary: 'Image d’un·e auteur·ice (portrait, bannière, nom manuscrit)' })
  @ApiFileResponse(IMAGE_TYPES, 'L’image, en SVG, WebP ou PNG selon l’extension')
  author(@Param('slug', ParseSlugPipe) slug: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    return this.serve(reply, `authors/${slug}/${file}`, (_, name) => this.images.author(slug, name));
  }

  @Get('events/:slug/:file')
  @ApiOperation({ summary: 'Affiche d’un événement' })
  @ApiFileResponse(IMAGE_TYPES, 'L’image, en SVG, WebP ou PNG selon l’extension')
  event(@Param('slug', ParseSlugPipe) slug: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    return this.serve(reply, `events/${slug}/${file}`, (_, name) => this.images.event(slug, name));
  }
}
