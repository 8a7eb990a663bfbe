import { ApiProperty } from '@nestjs/swagger';
import { Integer, Text } from '@shop/common';

export class QuickOrderAddedResponse {
  @Integer('Numéro de la ligne dans le texte envoyé (1 pour la première).', { minimum: 1 })
  line: number;

  @Text('ISBN du livre (13 chiffres, sans tiret).', { example: '9782070368228' })
  isbn: string;

  @Text('Titre du livre.')
  title: string;

  @Integer('Exemplaires ajoutés au panier.', { minimum: 1 })
  quantity: number;
}

export class QuickOrderRefusedResponse {
  @Integer('Numéro de la ligne dans le texte envoyé (1 pour la première).', { minimum: 1 })
  line: number;

  @Text('La ligne telle qu’elle a été envoyée.')
  text: string;

  @Text('Pourquoi elle n’a pas été ajoutée (ISBN inconnu, livre non commandable, quantité invalide, ligne non comprise).')
  reason: string;
}

export class QuickOrderResponse {
  @Text('Identifiant (UUID) du panier où les livres ont été ajoutés.')
  cart: string;

  @ApiProperty({ type: [QuickOrderAddedResponse], description: 'Les lignes ajoutées au panier, dans l’ordre du texte.' })
  added: QuickOrderAddedResponse[];

  @ApiProperty({ type: [QuickOrderRefusedResponse], description: 'Les lignes refusées, dans l’ordre du texte, avec leur raison.' })
  refused: QuickOrderRefusedResponse[];
}
