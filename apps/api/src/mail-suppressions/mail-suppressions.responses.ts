import { DateTime, Integer, Text } from '@shop/common';

/** Documentation only: an address the mail server refused for good, as staff see it. */
export class MailSuppressionResponse {
  @Text('Adresse bloquée (en minuscules).', { example: 'lectrice@exemple.fr' }) email: string;
  @Text('Réponse du serveur de courrier qui l’a refusée.', { example: '550 5.1.1 <lectrice@exemple.fr>: Recipient address rejected: User unknown' }) reason: string;
  @Integer('Code SMTP de la réponse, null s’il manque.', { nullable: true, example: 550 }) smtp_code: number | null;
  @DateTime('Date du refus (depuis, plus rien ne part vers elle).') created_at: string;
}
