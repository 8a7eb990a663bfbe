import { INPUT_BOUNDS, IntegerField, type ListQuerySpec } from '@shop/common';

/** A campaign's news or FAQ list for staff: a search box, 25 a page (100 at most), the given orderings. */
export function campaignContentListSpec(ordering: ListQuerySpec['ordering'], defaultOrdering: string[]): ListQuerySpec {
  return { ordering, defaultOrdering, filters: { search: 'string' }, defaultLimit: 25, maxLimit: 100 };
}

/** `DELETE api/staff/news/{id}/?version=`, `DELETE api/staff/faqs/{id}/?version=`: the version the editor saw. */
export class DeleteCampaignContentQuery {
  @IntegerField({
    required: true,
    min: 1,
    max: INPUT_BOUNDS.int4Max,
    description: 'Version de la fiche que l’éditeur a vue (une autre : 409 avec la fiche actuelle).',
    messages: { required: 'Indiquez la version de la fiche que vous supprimez.' },
  })
  version: number;
}
