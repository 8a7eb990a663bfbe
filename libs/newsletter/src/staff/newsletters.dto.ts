import { ChoiceField, listQueryDto, RelatedIdField, requireStaffFields, RichTextField, StaffDateTimeField, StaffVersionField, TextField, type ListQuerySpec } from '@shop/common';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from './newsletters.records';

/** `GET api/staff/newsletters/`: search in the subject, status filter, newest first. */
export const NEWSLETTER_LIST_SPEC: ListQuerySpec = {
  ordering: { created_at: 'n.created_at', scheduled_at: 'n.scheduled_at', subject: 'n.subject', updated_at: 'n.updated_at' },
  defaultOrdering: ['-created_at'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class NewsletterListQuery extends listQueryDto(NEWSLETTER_LIST_SPEC) {
  @ChoiceField(NEWSLETTER_STATUSES, { description: 'draft : brouillon ; scheduled : programmée ; sending : en cours d’envoi ; sent : envoyée.' })
  status?: NewsletterStatus;
}

class NewsletterFields {
  @TextField({ minLength: 1, maxLength: 200, description: 'Objet du courriel.' })
  subject?: string;

  @RichTextField({ description: 'Contenu (HTML de l’éditeur, filtré par le serveur).' })
  content?: string;

  @RelatedIdField({ description: 'Collection dont la lettre prend l’apparence, le nom d’expéditeur et la page de désinscription.' })
  label?: number;
}

/** `POST api/staff/newsletters/`. */
export class CreateNewsletterDto extends NewsletterFields {
  declare subject: string;
  declare content: string;
  declare label: number;
}
requireStaffFields(CreateNewsletterDto, ['subject', 'content', 'label']);

/** `PATCH api/staff/newsletters/{id}/`: while it has not left. */
export class UpdateNewsletterDto extends NewsletterFields {
  @StaffVersionField()
  version: number;
}

/** `POST api/staff/newsletters/{id}/send/`: at a time, or now. */
export class SendNewsletterDto {
  @StaffDateTimeField({ description: 'Heure d’envoi (ISO 8601, ou heure de Paris AAAA-MM-JJTHH:MM) ; absente ou passée : tout de suite.' })
  at?: string;
}
