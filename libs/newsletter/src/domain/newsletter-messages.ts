/** French messages of the newsletters' routes. */
export const NEWSLETTER_MESSAGES = {
  alreadySent: 'Cette lettre d’information est déjà envoyée ou programmée : elle ne part qu’une fois.',
  locked: 'Cette lettre d’information est déjà partie : elle ne peut plus être modifiée.',
  notScheduled: 'Cette lettre d’information n’est pas programmée : il n’y a pas d’envoi à annuler.',
  alreadyStarted: 'L’envoi de cette lettre d’information a déjà commencé : il ne peut plus être annulé.',
  unknownLabel: 'Collection inconnue.',
  emptyContent: 'Ce champ ne peut être vide.',
  testQueued: (email: string) => `Un essai part vers ${email}.`,
  badToken: 'Ce lien de désinscription n’est pas valide. Utilisez le lien du dernier courriel reçu, ou désinscrivez-vous depuis votre compte.',
  confirmOnPage: 'Confirmez votre désinscription sur la page de désinscription.',
  unsubscribed: 'Votre désinscription de la lettre d’information a bien été prise en compte.',
};
