import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { avatarSvg, bannerSvg, bookCoverSvg, completionPieSvg, eventPosterSvg, handwrittenNameSvg, labelEmblemSvg, labelLogoSvg, MediaTheme, productImageSvg } from '@shop/media';
import { DataSource } from 'typeorm';
import { Author, Label, Product, ShopEvent } from '../entities';
import { RewardPictureSource } from './reward-picture-facts';

type Svg = string | null;

/**
 * Draws the catalogue's generated images from its data: label logos and emblems, covers and
 * product pictures, author portraits, banners and signatures, event posters.
 * Each method answers null when the subject or the image name does not exist (→ 404).
 */
@Injectable()
export class CatalogueImages {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly modules: ModuleRef,
  ) {}

  private labelById(id: number) {
    return this.db.getRepository(Label).findOne({ select: { id: true, name: true, theme: true, updatedAt: true }, where: { id } });
  }

  /** Cache key part that changes when the subject does. */
  static version(...dates: (Date | undefined)[]): string {
    return dates.map((d) => d?.getTime() ?? 0).join('-');
  }

  /** A label by its slug, or one it had before (images sent in past mails keep showing). */
  private async labelBySlug(slug: string): Promise<Label | null> {
    const repo = this.db.getRepository(Label);
    const label = await repo.findOneBy({ slug });
    if (label) return label;
    const [old] = await this.db.query<{ label_id: number }[]>('SELECT label_id FROM label_old_slugs WHERE slug = $1', [slug]);
    return old ? repo.findOneBy({ id: old.label_id }) : null;
  }

  /**
   * The upload staff chose for a label's logo or emblem (`logo`, `logo-footer`, `logo-big`,
   * `emblem`), as its upload id: its WebP and PNG renditions replace the generated image (mails
   * show `logo.png`). Null when the image is the generated one.
   */
  async labelUpload(slug: string, name: string): Promise<string | null> {
    const column = ({ logo: 'logo', 'logo-footer': 'logoFooter', 'logo-big': 'logoBig', emblem: 'emblem' } as const)[name as 'logo'];
    if (!column) return null;
    const label = await this.labelBySlug(slug);
    const path = label?.[column] ?? null;
    const id = path ? /^uploads\/([0-9a-f-]{36})\.webp$/.exec(path) : null;
    return id ? id[1] : null;
  }

  async label(slug: string, name: string): Promise<{ svg: Svg; version: string }> {
    const label = await this.labelBySlug(slug);
    if (!label) return { svg: null, version: '' };
    const theme = label.theme as MediaTheme;
    const version = CatalogueImages.version(label.updatedAt);
    if (name === 'logo' || name === 'logo-footer' || name === 'logo-big') return { svg: labelLogoSvg({ name: label.name, theme, variant: name }), version };
    if (name === 'emblem') return { svg: labelEmblemSvg({ name: label.name, theme }), version };
    const step = /^(emblem|icon)-(10|20|30|40|50|60|70|80|90|100)$/.exec(name);
    if (step) return { svg: labelEmblemSvg({ name: label.name, theme, step: Number(step[2]) }), version };
    // The campaign completion pie, by tens (completion_tens), in the label's colours.
    const pie = /^pie-(10|20|30|40|50|60|70|80|90|100)$/.exec(name);
    if (pie) return { svg: completionPieSvg(Number(pie[1]), theme), version };
    return { svg: null, version };
  }

  /** `products/{slug}.svg` and the extra pictures `products/{slug}-2.svg`, `-3`… */
  async product(name: string): Promise<{ svg: Svg; version: string }> {
    const repo = this.db.getRepository(Product);
    let product = await repo.findOneBy({ slug: name });
    let variantIndex = 0;
    const extra = /^(.*)-(\d)$/.exec(name);
    if (!product && extra) {
      product = await repo.findOneBy({ slug: extra[1] });
      variantIndex = Number(extra[2]) - 1;
    }
    if (!product) return { svg: null, version: '' };
    const label = await this.labelById(product.labelId);
    const theme = label?.theme as MediaTheme;
    const version = CatalogueImages.version(product.updatedAt, label?.updatedAt);
    const seed = `${product.slug}-${variantIndex}`;
    if (product.type === 'book') {
      const author = product.authorId ? await this.db.getRepository(Author).findOneBy({ id: product.authorId }) : null;
      return { svg: bookCoverSvg({ title: product.name, author: author?.name ?? '', labelName: label?.name ?? '', theme, seed }), version };
    }
    const labelName = label?.name ?? '';
    if (product.type !== 'compensation') return { svg: productImageSvg({ name: product.name, kind: product.type, theme, seed, variantIndex, labelName }), version };
    const reward = await this.rewardPicture(product.id, labelName);
    return {
      svg: productImageSvg({ name: product.name, kind: 'compensation', theme, seed, variantIndex, labelName, reward: reward?.input }),
      version: `${version}-${reward?.version ?? ''}`,
    };
  }

  /** What a reward holds (crowdfunding's facts) and the cover of its campaign's book, with their version. */
  private async rewardPicture(productId: number, labelName: string) {
    const facts = await this.rewardSource()?.rewardFacts(productId);
    if (!facts) return null;
    const { campaign } = facts;
    const book = campaign.bookId ? await this.db.getRepository(Product).findOneBy({ id: campaign.bookId, type: 'book' }) : null;
    const authorId = book?.authorId ?? campaign.authorId;
    const author = authorId ? await this.db.getRepository(Author).findOneBy({ id: authorId }) : null;
    // The book's own cover when it is in the catalogue (same seed, same art); else one for the campaign's title.
    const cover = { title: book?.name ?? campaign.title, author: author?.name ?? '', labelName, seed: book ? `${book.slug}-0` : campaign.slug };
    return {
      input: { books: facts.booksCount, dedication: facts.dedication, donation: facts.donation, cover },
      version: `${CatalogueImages.version(campaign.updatedAt, book?.updatedAt, author?.updatedAt)}-${facts.booksCount}${facts.dedication ? 'd' : ''}${facts.donation ? 'g' : ''}`,
    };
  }

  private rewardSource(): RewardPictureSource | null {
    try {
      return this.modules.get(RewardPictureSource, { strict: false });
    } catch {
      return null;
    }
  }

  async author(slug: string, name: string): Promise<{ svg: Svg; version: string }> {
    const author = await this.db.getRepository(Author).findOneBy({ slug });
    if (!author) return { svg: null, version: '' };
    const label = await this.labelById(author.labelId);
    const theme = label?.theme as MediaTheme;
    const version = CatalogueImages.version(author.updatedAt, label?.updatedAt);
    const input = { name: author.name, theme, seed: author.slug };
    switch (name) {
      case 'avatar':
        return { svg: avatarSvg(input), version };
      case 'banner':
        return { svg: bannerSvg({ ...input, mobile: false }), version };
      case 'banner-mobile':
        return { svg: bannerSvg({ ...input, mobile: true }), version };
      case 'name':
        return { svg: handwrittenNameSvg({ name: author.name, theme }), version };
      default:
        return { svg: null, version };
    }
  }

  async event(slug: string, name: string): Promise<{ svg: Svg; version: string }> {
    const event = name === 'poster' ? await this.db.getRepository(ShopEvent).findOneBy({ slug }) : null;
    if (!event) return { svg: null, version: '' };
    const label = await this.labelById(event.labelId);
    return {
      svg: eventPosterSvg({ title: event.title, date: event.startDate, location: event.location, theme: label?.theme as MediaTheme, seed: event.slug }),
      version: CatalogueImages.version(event.updatedAt, label?.updatedAt),
    };
  }
}
