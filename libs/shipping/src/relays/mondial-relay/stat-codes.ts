/** French labels of the STAT codes a parcel-shop search can meet (Mondial Relay's return codes). */
const STAT_LABELS: Record<string, string> = {
  '1': 'Enseigne invalide',
  '2': "Numéro d'enseigne vide ou inexistant",
  '8': 'Mot de passe ou hachage invalide',
  '9': 'Ville non reconnue ou non unique',
  '95': 'Compte enseigne non activé',
  '97': 'Clé de sécurité invalide',
  '98': 'Erreur générique (paramètres invalides)',
  '99': 'Erreur générique du service',
};

/** The STAT of a successful call. */
export const STAT_OK = '0';

/** Why the service refused a call, in French, for the logs. */
export function statReason(stat: string): string {
  return `Mondial Relay a répondu STAT ${stat || '(absent)'} : ${STAT_LABELS[stat] ?? 'code inconnu'}.`;
}
