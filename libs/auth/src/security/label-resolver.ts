import { Injectable } from '@nestjs/common';
import { LabelDirectory } from '../labels/label-directory';

/** Label 1 (`exemplaire`) is the site's default context. */
export const DEFAULT_LABEL_ID = 1;

/** Turns the optional `label` (id or slug) of an accounts form into a label id for the mails. */
@Injectable()
export class LabelResolver {
  constructor(private readonly labels: LabelDirectory) {}

  /** Unknown label → 400 `{label: [...]}`, as the catalogue's filters answer. */
  async labelId(ref: number | string | undefined, fallback: number = DEFAULT_LABEL_ID): Promise<number> {
    return (await this.labels.labelId(ref)) ?? fallback;
  }
}
