/** Every French message of the staff image upload. */
export const UPLOAD_MESSAGES = {
  noFile: 'Aucun fichier reçu.',
  wrongType: 'Ce fichier n’est pas une image PNG, JPEG, WebP ou SVG.',
  tooLarge: 'L’image dépasse 5 Mo.',
  tooManyPixels: 'L’image dépasse 6 000 × 6 000 pixels.',
  unreadable: 'Cette image est illisible.',
  oneFileOnly: 'Envoyez une seule image à la fois.',
  unreadableForm: 'Le formulaire envoyé n’a pas pu être lu. Veuillez réessayer.',
} as const;
