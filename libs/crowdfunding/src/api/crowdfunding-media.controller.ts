import { Controller, Get, Param, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFileResponse, ParseSlugPipe } from '@shop/common';
import { campaignCoverSvg, MediaRenderer, MediaTheme, parseMediaPath, sendMedia } from '@shop/media';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { findCampaignBySlug } from '../slugs/campaign-lookup';

/** Generated campaign covers under /media/crowdfundings/{slug}/cover.(svg|webp|png), in the label's colours; `cover.{width}w.webp` for srcset. */
@ApiTags('Images')
@Controller('media/crowdfundings')
export class CrowdfundingMediaController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly renderer: MediaRenderer,
  ) {}

  @Get(':slug/:file')
  @ApiOperation({ summary: 'Couverture d’une campagne' })
  @ApiFileResponse(['image/svg+xml', 'image/webp', 'image/png'], 'La couverture, en SVG, WebP ou PNG selon l’extension')
  async cover(@Param('slug', ParseSlugPipe) slug: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    const path = `crowdfundings/${slug}/${file}`;
    const parsed = parseMediaPath(path);
    // Old slugs too (a page or mail kept the old address); drafts too: staff's preview shows the cover.
    const campaign = parsed?.name === 'cover' ? await findCampaignBySlug(this.db, slug, true) : null;
    if (!parsed || !campaign) return sendMedia(reply, null);
    const [look, authors] = await Promise.all([
      this.catalogue.labelLook(campaign.labelId),
      this.catalogue.authorSummaries(campaign.authorId ? [campaign.authorId] : [], { origin: '', now: new Date() }),
    ]);
    const author = campaign.authorId ? (authors.get(campaign.authorId)?.name ?? '') : '';
    const key = `crowdfundings/${slug}/cover@${campaign.updatedAt.getTime()}-${look?.updatedAt.getTime() ?? 0}`;
    const media = await this.renderer.render(
      key,
      parsed.format,
      () => campaignCoverSvg({ title: campaign.title, author, theme: look?.theme as MediaTheme, seed: campaign.slug }),
      parsed.width,
    );
    return sendMedia(reply, media);
  }
}
