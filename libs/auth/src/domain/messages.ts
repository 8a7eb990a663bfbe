/**
 * Every French text the accounts API shows. Those quoted by the spec (§2, §5, §8) are copied word
 * for word, typos included ("addresse", "identique"): the SPA and its users already know them.
 */
export const AUTH_MESSAGES = {
  // §8 and §7 (tokens)
  loginFailed: "Les informations d'identification fournies ne correspondent pas. Veuillez vérifier votre nom d'utilisateur et votre mot de passe et réessayer.",
  tokenNotValid: 'Le jeton est invalide ou expiré',
  notAuthenticated: "Informations d'authentification non fournies.",
  userNotFound: "L'utilisateur n'a pas été trouvé.",
  userInactive: "L'utilisateur est désactivé.",
  loggedOut: 'Vous avez été déconnecté.',
  tooManyLoginAttempts: (minutes: number) => `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  csrfFailed: 'Échec de la vérification CSRF : jeton absent ou incorrect.',
  tooManyMailRequests: (minutes: number) => `Trop de demandes d'envoi de courriel. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  /** Login with the right password on an account whose address was never validated. */
  accountNotConfirmed: "Votre compte n'est pas encore validé : cliquez sur le lien reçu par courriel, ou demandez un nouveau lien de confirmation.",
  confirmationResent: 'Si un compte en attente de validation correspond à cette adresse, un nouveau lien vient de lui être envoyé.',

  // §5 Login and Registration
  emailRequired: "L'addresse mail est requise",
  emailInvalid: "L'adresse courriel fournie n'est pas valide",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit faire au moins 8 caractères',
  passwordMismatch: "La confirmation du mot de passe n'est pas identique au mot de passe",
  cguRequired: "Il est nécessaire d'accepter les CGU pour pouvoir créer un compte",
  /** Not quoted by the spec (it only says the confirmation is required). */
  passwordConfirmationRequired: 'La confirmation du mot de passe est requise',
  /** Not quoted by the spec: a bound against hashing megabytes. */
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  emailTaken: 'Un compte existe déjà avec cette adresse courriel.',
  registered: 'Votre compte a été créé. Un courriel vient de vous être envoyé pour le valider.',

  // §2 confirm screen
  accountConfirmed: 'Félicitation, votre compte a bien été validé.',
  invalidLink: 'Le lien de validation est invalide ou a expiré.',

  // §5 Forgot / reset / change password, §8
  forgotEmailInvalid: "L'addresse courriel saisie n'est pas valide",
  forgotPasswordSent: 'Si un compte correspond à cette adresse, un courriel vient de lui être envoyé.',
  tokenRequired: 'Le jeton est requis',
  resetLinkInvalid: 'Le lien de réinitialisation est invalide ou a expiré.',
  passwordReset: 'Votre mot de passe a été réinitialisé.',
  oldPasswordRequired: "L'ancien mot de passe est nécessaire",
  newPasswordRequired: 'Le nouveau mot de passe est requis',
  newPasswordTooShort: 'Le nouveau mot de passe doit être long de plus de 8 caractères',
  newPasswordMismatch: 'Le nouveau mot de passe et sa confirmation ne sont pas identique',
  wrongOldPassword: "Le mot de passe fourni comme ancien mot de passe n'est pas valide",
  passwordChanged: 'Votre mot de passe a été correctement changé.',

  // §5 Profile and change email, §8
  nicknameTooShort: 'Le nom doit comporter au moins deux caractères',
  nicknameTaken: "Le nom d'utilisateur n'est pas valide",
  emailConfirmationMismatch: 'Le nouvel email et sa confirmation ne sont pas identiques',
  emailChanged: 'Votre email a été changé avec succès.',

  // Newsletter and vouchers
  unsubscribeLinkSent: 'Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.',
  forgottenVouchersSent: "Si des bons d'achat correspondent à cette adresse, un courriel vient de lui être envoyé.",

  // DRF's own French wording for generic field errors
  required: 'Ce champ est obligatoire.',
  notAString: "Ce champ n'est pas une chaîne de caractères valide.",
  notABoolean: 'Doit être un booléen valide.',
  notAnInteger: 'Un nombre entier valide est requis.',
  maxLength: (max: number) => `Assurez-vous que ce champ comporte au plus ${max} caractères.`,
  minValue: (min: number) => `Assurez-vous que cette valeur est supérieure ou égale à ${min}.`,
  maxValue: (max: number) => `Assurez-vous que cette valeur est inférieure ou égale à ${max}.`,
  maxDecimals: (places: number) => `Assurez-vous qu'il n'y a pas plus de ${places} chiffres après la virgule.`,
  invalidChoice: (value: string) => `« ${value} » n'est pas un choix valide.`,

  // Booksellers and addresses (the spec quotes none)
  glnInvalid: 'Le GLN doit comporter 13 chiffres.',
  glnChecksum: 'La clé de contrôle du GLN est incorrecte.',
  postalCodeFr: 'Le code postal doit comporter 5 chiffres.',
  phoneInvalid: "Le numéro de téléphone n'est pas valide.",
  ibanInvalid: (value: string) => `L'IBAN « ${value} » n'est pas valide.`,
  ibanRequired: 'Un IBAN est nécessaire pour le prélèvement.',
  notABookseller: "Ce compte n'est pas un compte libraire.",
  siretInvalid: "Ce SIRET n'est pas valide (14 chiffres, clé de contrôle).",
  vatNumberInvalid: "Ce numéro de TVA intracommunautaire n'est pas valide (FR, clé à 2 chiffres, SIREN).",
  vatNumberSirenMismatch: 'Ce numéro de TVA ne correspond pas au SIRET.',
} as const;
