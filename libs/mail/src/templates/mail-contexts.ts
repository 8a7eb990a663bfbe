import { Inject, Injectable } from '@nestjs/common';
import { CatalogueReader } from '@shop/catalogue';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { UnrecoverableError } from 'bullmq';
import type { MailContext } from './mail-context';
import { mailSellerOf } from './mail-seller';

/** What a template needs of a label (look, slug) and of the shop (public address, seller), read from the catalogue. */
@Injectable()
export class MailContexts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueReader,
  ) {}

  /** Rejects with an UnrecoverableError for a label that does not exist (a job naming it can never be sent). */
  async of(labelId: number): Promise<MailContext> {
    const [look, slugs] = await Promise.all([this.catalogue.labelLook(labelId), this.catalogue.labelSlugs([labelId])]);
    const slug = slugs.get(labelId);
    if (!look || !slug) throw new UnrecoverableError(`collection inconnue : ${labelId}`);
    return {
      publicUrl: this.config.publicUrl,
      label: { slug, name: look.name, primaryColour: look.theme?.primary, backgroundColour: look.theme?.background },
      seller: mailSellerOf(this.config),
    };
  }
}
