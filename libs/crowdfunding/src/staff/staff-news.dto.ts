import { listQueryDto, RichTextField, requireStaffFields, StaffDateTimeField, StaffVersionField, TextField } from '@shop/common';
import { campaignContentListSpec } from './staff-content.dto';

/** `GET api/staff/campaigns/{id}/news/`: search on the subject, newest first by default. */
export const STAFF_NEWS_LIST_SPEC = campaignContentListSpec({ date: 'n.date', subject: 'n.subject', updated_at: 'n.updated_at' }, ['-date']);

export class StaffNewsListQuery extends listQueryDto(STAFF_NEWS_LIST_SPEC) {}

/** The fields of a news item's form; each optional in a change. */
class NewsFields {
  @TextField({ maxLength: 200, description: 'Titre de l’actualité.', example: 'Le livre part chez l’imprimeur' })
  subject?: string;

  @StaffDateTimeField({ description: 'Date de publication (ISO 8601 ; sans décalage : heure de Paris). Par défaut : maintenant.' })
  date?: string;

  @RichTextField({ description: 'Texte (HTML de l’éditeur, nettoyé par le serveur).' })
  content?: string;
}

/** `POST api/staff/campaigns/{id}/news/`. */
export class CreateNewsDto extends NewsFields {
  declare subject: string;
  declare content: string;
}
requireStaffFields(CreateNewsDto, ['subject', 'content']);

/** `PATCH api/staff/news/{id}/`. */
export class UpdateNewsDto extends NewsFields {
  @StaffVersionField()
  version: number;
}
