/** Every French message of the contact and project-submission forms. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom.',
  emailRequired: "L'adresse e-mail est requise.",
  emailInvalid: "L'adresse courriel fournie n'est pas valide",
  messageRequired: 'Veuillez écrire votre message.',
  titleRequired: 'Veuillez indiquer le titre de votre projet.',
  summaryRequired: 'Veuillez présenter votre projet en quelques lignes.',
  notAString: 'Une chaîne de caractères est attendue.',
  maxLength: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  fileType: 'Le fichier doit être un document PDF, ODT, DOC ou DOCX.',
  fileTooLarge: 'Le fichier ne doit pas dépasser 10 Mo.',
  fileEmpty: 'Le fichier envoyé est vide.',
  oneFileOnly: 'Un seul fichier peut être joint.',
  badForm: "Le formulaire envoyé n'a pas pu être lu. Veuillez réessayer.",
  labelUnknown: "Cette collection n'existe pas.",
  tooMany: (minutes: number) =>
    `Vous avez envoyé trop de messages depuis cette connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  messageSent: 'Votre message a bien été envoyé.',
  projectSent: 'Votre projet a bien été envoyé.',
} as const;
