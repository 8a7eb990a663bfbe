import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IdField, TextField } from '@shop/common';
import { CART_MESSAGES as M } from '../domain/cart-errors';

/**
 * A backer's comment on a campaign: 500 characters, with the wording of the contribution's own form
 * (libs/crowdfunding, not imported: it loads this module's controllers while it loads).
 */
const COMMENT_MAX = 500;
const COMMENT_TOO_LONG = `Assurez-vous que ce champ ne comporte pas plus de ${COMMENT_MAX} caractères.`;

/** The comment as the backer typed it: required, but null clears it (read as ''). */
function CommentField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (value === null ? '' : value)),
    TextField({
      required: true,
      allowBlank: true,
      maxLength: COMMENT_MAX,
      description: 'Commentaire public sur la campagne (vide pour l’effacer).',
      messages: { type: M.text, maxLength: COMMENT_TOO_LONG },
    }),
  );
}

/** `POST api/carts/{id}/comment/` {crowdfunding, comment}: the comment of one campaign the paid order backs. */
export class CartCommentDto {
  @IdField({ required: true, description: 'Financement participatif commenté (soutenu par la commande).' })
  crowdfunding: number;

  @CommentField()
  comment: string;
}
