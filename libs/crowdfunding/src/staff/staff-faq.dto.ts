import { IntegerField, listQueryDto, RichTextField, requireStaffFields, StaffVersionField, TextField } from '@shop/common';
import { campaignContentListSpec } from './staff-content.dto';

/** `GET api/staff/campaigns/{id}/faqs/`: in the order the campaign page shows them. */
export const STAFF_FAQ_LIST_SPEC = campaignContentListSpec({ position: 'f.position', question: 'f.question', updated_at: 'f.updated_at' }, ['position']);

export class StaffFaqListQuery extends listQueryDto(STAFF_FAQ_LIST_SPEC) {}

/** The fields of an FAQ entry's form; each optional in a change. */
class FaqFields {
  @TextField({ maxLength: 500, description: 'Question.', example: 'Quand recevrai-je mon livre ?' })
  question?: string;

  @RichTextField({ description: 'Réponse (HTML de l’éditeur, nettoyé par le serveur).' })
  response?: string;

  @IntegerField({ min: 0, max: 10_000, description: 'Rang dans la FAQ (croissant). Par défaut : après les autres.' })
  position?: number;
}

/** `POST api/staff/campaigns/{id}/faqs/`. */
export class CreateFaqDto extends FaqFields {
  declare question: string;
  declare response: string;
}
requireStaffFields(CreateFaqDto, ['question', 'response']);

/** `PATCH api/staff/faqs/{id}/`. */
export class UpdateFaqDto extends FaqFields {
  @StaffVersionField()
  version: number;
}
