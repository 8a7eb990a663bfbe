import { IntegerField, TextField } from '@shop/common';

/** Longest query read: a title and its author fit; a pasted page is refused rather than searched. */
export const SEARCH_TEXT_MAX = 100;
/** Results per group of the results page, at most. */
export const SEARCH_LIMIT_MAX = 24;
/** Suggestions under the search box, at most. */
export const SUGGESTIONS_LIMIT_MAX = 10;

export const SEARCH_MESSAGES = {
  required: 'Saisissez un titre, un nom ou un ISBN à rechercher.',
  tooLong: `Votre recherche est trop longue : ${SEARCH_TEXT_MAX} caractères au plus.`,
} as const;

/** `q` and `label`, shared by both searches. */
class SearchTextQuery {
  @TextField({
    required: true,
    maxLength: SEARCH_TEXT_MAX,
    description: 'Ce qui est cherché : un titre (même mal orthographié ou en cours de saisie), un nom, ou un ISBN avec ou sans tirets.',
    example: 'les heures blanches',
    messages: { required: SEARCH_MESSAGES.required, maxLength: SEARCH_MESSAGES.tooLong },
  })
  q: string;

  @TextField({
    maxLength: 100,
    allowBlank: true,
    description: 'Une collection (identifiant ou slug) : ses seuls résultats. Sans elle, toutes les collections.',
    example: 'exemplaire',
  })
  label?: string;
}

/** `GET api/search/?q=&label=&limit=`. */
export class SearchQueryDto extends SearchTextQuery {
  @IntegerField({ min: 1, max: SEARCH_LIMIT_MAX, description: `Résultats par groupe (${SEARCH_LIMIT_MAX} au plus ; 12 par défaut).` })
  limit?: number;
}

/** `GET api/search/suggestions/?q=&label=&limit=`. */
export class SuggestionsQueryDto extends SearchTextQuery {
  @IntegerField({ min: 1, max: SUGGESTIONS_LIMIT_MAX, description: `Suggestions (${SUGGESTIONS_LIMIT_MAX} au plus ; 8 par défaut).` })
  limit?: number;
}
