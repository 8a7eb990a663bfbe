/** French labels of the STAT codes a parcel-shop search or a label can meet (Mondial Relay's return codes). */
const STAT_LABELS: Record<string, string> = {
  '1': 'Enseigne invalide',
  '2': "Numéro d'enseigne vide ou inexistant",
  '8': 'Mot de passe ou hachage invalide',
  '9': 'Ville non reconnue ou non unique',
  '20': 'Poids du colis invalide',
  '24': 'Numéro d’expédition invalide',
  '27': 'Mode de collecte ou de livraison invalide',
  '30': 'Nom du destinataire ou de l’expéditeur invalide',
  '31': 'Complément de nom invalide',
  '33': 'Adresse invalide',
  '34': 'Complément d’adresse invalide',
  '35': 'Ville invalide',
  '36': 'Code postal invalide',
  '37': 'Pays invalide',
  '38': 'Numéro de téléphone invalide',
  '39': 'Adresse e-mail invalide',
  '40': 'Paramètres manquants',
  '46': 'Plage de numéros d’expédition épuisée',
  '47': 'Nombre de colis invalide',
  '70': 'Numéro de point relais invalide',
  '71': 'Nature de point de vente invalide',
  '79': 'Pays de livraison invalide',
  '95': 'Compte enseigne non activé',
  '97': 'Clé de sécurité invalide',
  '98': 'Erreur générique (paramètres invalides)',
  '99': 'Erreur générique du service',
};

/** The STAT of a successful call. */
export const STAT_OK = '0';

/** The refusals that come from the parcel itself (its address, weight, point): staff can fix them. */
const PARCEL_STATS = new Set(['20', '30', '31', '33', '34', '35', '36', '37', '38', '39', '70', '71', '79']);

/** What staff are told when the carrier refuses a parcel they can fix, or null for the service's own failures. */
export function parcelRefusal(stat: string): string | null {
  return PARCEL_STATS.has(stat) ? `Mondial Relay refuse ce colis : ${STAT_LABELS[stat].toLowerCase()}.` : null;
}

/** Why the service refused a call, in French, for the logs. */
export function statReason(stat: string): string {
  return `Mondial Relay a répondu STAT ${stat || '(absent)'} : ${STAT_LABELS[stat] ?? 'code inconnu'}.`;
}
