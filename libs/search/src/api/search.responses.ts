import { ApiProperty } from '@nestjs/swagger';
import { Integer, Text, Uri } from '@shop/common';
import { SEARCH_KINDS } from '../domain/search-kinds';

/**
 * The search's answers as the serializer writes them (serializers/search-result.serializer.ts), for
 * the OpenAPI document only.
 */

const Kind = (description: string) => ApiProperty({ type: 'string', enum: [...SEARCH_KINDS], description });

/** The label a result belongs to, shown beside it. */
export class SearchLabelResponse {
  @Integer('Identifiant de la collection.') id: number;
  @Text('Identifiant dans les adresses.', { example: 'exemplaire' }) slug: string;
  @Text('Nom de la collection.', { example: 'Exemplaire' }) name: string;
}

/** One thing found (a book, an author, a campaign, a goodie or an event) as a suggestion shows it: no picture nor ISBN. */
export class SuggestionResponse {
  @Kind('Ce qui est trouvé : livre, auteur·ice, campagne, objet de la boutique (cartes cadeaux comprises), événement.') kind: string;
  @Integer('Identifiant.') id: number;
  @Text('Identifiant dans les adresses.', { example: 'les-heures-blanches' }) slug: string;
  @Text('Titre, ou nom.', { example: 'Les Heures blanches' }) title: string;
  @Text('L’auteur·ice (livre, objet, campagne) ou le lieu (événement).', { nullable: true, example: 'Clémence Aubrac' }) subtitle: string | null;
  @Text('La page du résultat dans la boutique, sous sa propre collection.', { example: '/exemplaire/librairie/livre/les-heures-blanches' }) url: string;
  @ApiProperty({ type: () => SearchLabelResponse, description: 'Sa collection.' }) label: SearchLabelResponse;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Début d’un événement.' }) start_date: string | null;
}

/** One thing found, with its picture and ISBN: what the results page shows of it. */
export class SearchResultResponse extends SuggestionResponse {
  @Uri('Image (couverture, portrait, affiche).', { nullable: true }) image: string | null;
  @Uri('La même image en WebP.', { nullable: true }) image_webp: string | null;
  @Text('ISBN-13 d’un livre, chiffres seuls.', { nullable: true, example: '9782493120014' }) isbn: string | null;
}

/** The results of one kind. */
export class SearchGroupResponse {
  @Kind('Ce que le groupe réunit.') kind: string;
  @Integer('Nombre de résultats de ce genre (les meilleurs sont dans `results`).') count: number;
  @ApiProperty({ type: () => [SearchResultResponse], description: 'Les meilleurs résultats, dans l’ordre.' }) results: SearchResultResponse[];
}

export class SearchResponse {
  @Text('La recherche, telle que lue (espaces de bord retirés).') query: string;
  @Integer('Nombre de résultats en tout.') count: number;
  @ApiProperty({ type: () => [SearchGroupResponse], description: 'Un groupe par genre, celui du meilleur résultat d’abord.' }) groups: SearchGroupResponse[];
}

export class SuggestionsResponse {
  @Text('La recherche, telle que lue (espaces de bord retirés).') query: string;
  @ApiProperty({ type: () => [SuggestionResponse], description: 'Les meilleurs résultats, tous genres confondus, le meilleur d’abord.' }) results: SuggestionResponse[];
}
