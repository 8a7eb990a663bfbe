import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { DateOnly, DateTime, Flag, Integer, Money, Text, Uri } from '@shop/common';

/**
 * Crowdfunding's answers as its serializers and services write them (serializers/, queries/,
 * backing/own-contributions.service.ts), for the OpenAPI document only: nothing here is
 * instantiated or validated. `fields=` and `omit=` can leave any field of a campaign out; every
 * field documented as required is there without them.
 *
 * A campaign's author and a reward's variants and attributes are the catalogue's own
 * representations: they point at the catalogue's schemas of the same document by name
 * (libs/catalogue/src/api/catalogue.responses.ts), as the module reaches the catalogue only
 * through its index.
 */
const catalogue = (name: 'AuthorSummaryResponse' | 'AuthorResponse' | 'ProductVariantResponse' | 'ProductAttributeTypeResponse' | 'ProductAttributeResponse') => ({
  $ref: getSchemaPath(name),
});

/* -------------------------------------------------------------- campaigns */

export class CrowdfundingStatsResponse {
  @Money('Montant collecté TTC.') collection: string;
  @Integer('Nombre de contributeur·ices : les contributions payées de la liste publique, le nombre de `contributions_count`.', { minimum: 0 }) contributors: number;
}

export class CrowdfundingTimeRemainingResponse {
  @Integer('Secondes restantes au total (0 une fois terminée).', { minimum: 0 }) total_seconds: number;
  @Integer('Jours.', { minimum: 0 }) days: number;
  @Integer('Heures (0 à 23).', { minimum: 0, maximum: 23 }) hours: number;
  @Integer('Minutes (0 à 59).', { minimum: 0, maximum: 59 }) minutes: number;
  @Integer('Secondes (0 à 59).', { minimum: 0, maximum: 59 }) seconds: number;
}

/** A news item, with `expand=news`. */
export class CrowdfundingNewsResponse {
  @Integer('Identifiant.') id: number;
  @Text('Objet.') subject: string;
  @DateTime('Date de publication.') date: string;
  @Text('Contenu (HTML).') content: string;
}

/** A question of the FAQ, with `expand=faqs`. */
export class CrowdfundingFaqResponse {
  @Integer('Identifiant.') id: number;
  @Text('Question.') question: string;
  @Text('Réponse.') response: string;
}

/** A reward (contrepartie), with `expand=compensations`: its catalogue product and what crowdfunding knows. */
export class CrowdfundingCompensationResponse {
  @Integer('Identifiant (celui du produit).') id: number;
  @Integer('Campagne (identifiant).') crowdfunding: number;
  @Text('Nom.') name: string;
  @Text('Identifiant dans les adresses.') slug: string;
  @Money('Prix TTC.') price: string;
  @Money('Prix hors taxe.') price_no_vat: string;
  @Text('Description (HTML).') description: string;
  @Text('Description en texte brut.') description_text: string;
  @Uri('Image (SVG).', { nullable: true }) image: string | null;
  @Uri('Image (WebP).', { nullable: true }) image_webp: string | null;
  @Flag('Quantité limitée.') limited: boolean;
  @Integer('Quantité proposée, si limitée.', { nullable: true }) limited_quantity: number | null;
  @Integer('Unités prises par les contributions payées.', { minimum: 0 }) ordered_quantity: number;
  @Integer('Unités restantes (jamais négatif) ; null sans limite.', { nullable: true, minimum: 0 }) remaining_quantity: number | null;
  @Flag('Épuisée (ou fermée).') sold_out: boolean;
  @Flag('Fermée par l’équipe : plus proposée (ses contributions restent).') closed: boolean;
  @Flag('Réservée aux détenteur·ices d’un bon.') lockedByVoucher: boolean;
  @Flag('Réservée aux libraires.') bookseller_only: boolean;
  @DateOnly('Date d’envoi prévue.', true) release_date: string | null;
  @Flag('Une dédicace par unité est demandée.') dedication: boolean;
  @Flag('Don pur (rien n’est livré).') donation: boolean;
  @Integer('Livres contenus (objectifs en nombre de livres).', { minimum: 0 }) books_count: number;
  @ApiProperty({ type: 'array', items: catalogue('ProductVariantResponse'), description: 'Déclinaisons (taille…), dans l’ordre d’affichage.' })
  variants: unknown[];
  @ApiProperty({ type: 'array', items: catalogue('ProductAttributeTypeResponse'), description: 'Types d’attributs des déclinaisons.' })
  attribute_types: unknown[];
  @ApiProperty({ type: 'array', items: catalogue('ProductAttributeResponse'), description: 'Valeurs d’attributs.' })
  attributes: unknown[];
}

/** A campaign with its derived fields; relations as ids until expanded. */
@ApiSchema({
  description:
    'Une campagne, ses champs calculés et ses relations (identifiants, ou objets avec `expand=`). ' +
    'Sans `fields=` ni `omit=`, tous les champs requis sont présents ; ces paramètres en retirent.',
})
export class CrowdfundingResponse {
  @Integer('Identifiant.') id: number;
  @Text('Titre.') title: string;
  @Text('Identifiant dans les adresses.') slug: string;
  @Integer('Collection (identifiant).') label: number;
  @Text('Collection (slug).') label_slug: string;
  @Text('Le livre de la campagne dans le catalogue (slug), une fois créé.', { nullable: true }) book_slug: string | null;
  @Uri('Vidéo de présentation.', { nullable: true }) video: string | null;
  @Uri('Couverture (SVG).', { nullable: true }) cover: string | null;
  @Uri('Couverture (WebP).', { nullable: true }) cover_webp: string | null;
  @ApiProperty({
    description: 'Auteur·ice : le résumé, ou la fiche complète avec `expand=author` ; null sans auteur·ice.',
    nullable: true,
    oneOf: [catalogue('AuthorSummaryResponse'), catalogue('AuthorResponse')],
  })
  author: unknown;
  @DateTime('Début.') start_date: string;
  @DateTime('Fin.') end_date: string;
  @DateOnly('Date de parution du livre.', true) release_date: string | null;
  @ApiProperty({ type: 'integer', enum: [1, 2], description: 'Objectif : 1 un montant, 2 un nombre de livres.' }) goal_type: number;
  @ApiProperty({ type: 'number', description: 'Objectif : en euros (type 1) ou en livres (type 2).', example: 8000 }) goal: number;
  @Integer('Livres pré-vendus.', { minimum: 0 }) books_sold: number;
  @ApiProperty({ type: () => CrowdfundingStatsResponse, description: 'Collecte et contributeur·ices.' }) basic_stats: CrowdfundingStatsResponse;
  @Text('Description (HTML).') description: string;
  @Text('Description en texte brut.') description_text: string;
  @Flag('Campagne de Noël.') christmas: boolean;
  @Text('Pixel Facebook.', { nullable: true }) facebook_pixel_id: string | null;
  @Flag('Brouillon : aperçu réservé à l’équipe (jamais listé, personne ne peut y contribuer) ; false pour toute campagne publiée.') draft: boolean;
  @Integer('Avancement en pour cent (arrondi vers le bas, peut dépasser 100).', { minimum: 0 }) completion_percent: number;
  @Integer('Palier de l’avancement (10 à 100, par dizaines).', { minimum: 10, maximum: 100 }) completion_tens: number;
  @Flag('Commencée.') started: boolean;
  @Flag('Terminée.') finished: boolean;
  @Flag('Fermée aux contributions (désactivée, pas commencée ou terminée).') disabled: boolean;
  @Flag('Terminée et objectif atteint.') succeeded: boolean;
  @Flag('Réussie, livre pas encore paru.') in_production: boolean;
  @Flag('Réussie, livre paru.') released: boolean;
  @ApiProperty({ type: () => CrowdfundingTimeRemainingResponse, description: 'Temps restant.' }) time_remaining: CrowdfundingTimeRemainingResponse;
  @Text('Temps restant en français (« 12 jours restants », « 5 h 12 min 09 s », « Terminé »…).', { example: '12 jours restants' }) time_label: string;
  @ApiProperty({
    isArray: true,
    oneOf: [{ type: 'integer' }, { $ref: getSchemaPath(CrowdfundingCompensationResponse) }],
    description: 'Contreparties : leurs identifiants, ou les contreparties avec `expand=compensations`.',
  })
  compensations: unknown[];
  @ApiProperty({
    isArray: true,
    oneOf: [{ type: 'integer' }, { $ref: getSchemaPath(CrowdfundingNewsResponse) }],
    description: 'Actualités, les plus récentes d’abord : leurs identifiants, ou les actualités avec `expand=news`.',
  })
  news: unknown[];
  @ApiProperty({
    isArray: true,
    oneOf: [{ type: 'integer' }, { $ref: getSchemaPath(CrowdfundingFaqResponse) }],
    description: 'Questions fréquentes : leurs identifiants, ou les questions avec `expand=faqs`.',
  })
  faqs: unknown[];
  @Integer('Nombre d’actualités.', { minimum: 0 }) news_count: number;
  @Integer('Nombre de questions.', { minimum: 0 }) faqs_count: number;
  @Integer('Contributions visibles dans la liste publique (payées, non remboursées, non masquées par leur auteur·ice).', { minimum: 0 }) contributions_count: number;
}

/** A line of a campaign's public backers list, as the backer chose to show it. */
export class CrowdfundingContributionResponse {
  @Integer('Identifiant.') id: number;
  @Text('Pseudonyme, ou « Anonyme ».', { example: 'Anonyme' }) nickname: string;
  @Money('Montant TTC ; null quand le ou la contributeur·ice le cache.', { nullable: true }) amount: string | null;
  @Text('Commentaire public (peut être vide).') comment: string;
  @DateTime('Date de la contribution.') date: string;
  @Flag('Le pseudonyme est montré.') displayNickname: boolean;
  @Flag('Le montant est montré.') displayAmount: boolean;
}

/* ------------------------------------------------- the backer's own ones */

export class OwnContributionCampaignResponse {
  @Integer('Identifiant.') id: number;
  @Text('Titre.') title: string;
  @Text('Identifiant dans les adresses.') slug: string;
  @Text('Collection (slug).', { nullable: true }) label: string | null;
}

export class OwnContributionVariantResponse {
  @Integer('Identifiant.') id: number;
  @Text('Nom.', { example: 'Taille M' }) name: string;
}

export class OwnContributionRewardResponse {
  @Integer('Contrepartie (identifiant).') compensation: number;
  @Text('Nom de la contrepartie.') name: string;
  @Integer('Quantité.', { minimum: 1 }) quantity: number;
  @ApiProperty({ type: () => OwnContributionVariantResponse, nullable: true, description: 'Déclinaison choisie ; null sans déclinaison.' })
  variant: OwnContributionVariantResponse | null;
  @ApiProperty({ type: 'string', isArray: true, description: 'Dédicaces, une par unité (vide sans dédicace).' }) dedications: string[];
}

/** How a contribution of a failed campaign was refunded. */
export class OwnContributionRefundResponse {
  @ApiProperty({ type: 'string', enum: ['credit_note', 'elsewhere'], description: 'credit_note : par un avoir sur la commande ; elsewhere : remboursée autrement.' })
  method: 'credit_note' | 'elsewhere';
  @DateTime('Remboursée le.') refunded_at: string;
  @Text('Numéro de l’avoir (null sans avoir).', { nullable: true, example: 'A2026-000004' }) credit_note: string | null;
}

/** A contribution of the logged-in backer, with the display choices. */
export class OwnContributionResponse {
  @Integer('Identifiant.') id: number;
  @ApiProperty({ type: () => OwnContributionCampaignResponse, description: 'La campagne soutenue.' }) crowdfunding: OwnContributionCampaignResponse;
  @Money('Montant TTC.') amount: string;
  @DateTime('Date de la contribution.') created_at: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'La commande payée (identifiant du panier).' }) cart: string | null;
  @Text('Référence de la commande.', { nullable: true }) reference: string | null;
  @ApiProperty({ type: () => OwnContributionRewardResponse, isArray: true, description: 'Contreparties prises.' }) rewards: OwnContributionRewardResponse[];
  @Flag('Retirée de la liste publique.') hidden: boolean;
  @Text('Commentaire public (peut être vide).') comment: string;
  @Flag('Montant montré dans la liste publique.') display_amount: boolean;
  @Flag('Pseudonyme montré dans la liste publique.') display_nickname: boolean;
  @Flag('Désabonné·e des actualités de la campagne.') unsubscribed: boolean;
  @ApiProperty({ type: () => OwnContributionRefundResponse, nullable: true, description: 'Le remboursement (campagne qui n’a pas atteint son objectif) ; null sinon.' })
  refund: OwnContributionRefundResponse | null;
}
