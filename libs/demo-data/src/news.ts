import { hoursFrom } from './dates';
import { CAMPAIGN } from './ids';
import type { Row } from './sql';
import { html } from './text';

interface NewsSeed {
  /** Hours relative to now; always before now and after the campaign's start. */
  hoursFromNow: number;
  subject: string;
  content: string[];
}

/** Upcoming campaign (e) has none: nothing happened yet. */
const NEWS: Record<number, NewsSeed[]> = {
  [CAMPAIGN.satellite]: [
    { hoursFromNow: -24 * 24, subject: 'C’est parti !', content: [
      'La campagne est lancée ! Merci aux premières et premiers d’entre vous : en quelques heures, les tirages de tête ont presque tous trouvé preneur.',
      'Yanis répondra à vos questions en direct sur notre page jeudi soir.'] },
    { hoursFromNow: -24 * 12, subject: 'Nous avons passé la barre des 40 %', content: [
      'Merci ! Le premier palier est en vue : à 50 %, nous ajoutons au livre les cartes des orbites d’Argos-7 dessinées par Margaux Le Bihan.',
      'Parlez du projet autour de vous, chaque partage compte.'] },
    { hoursFromNow: -50, subject: 'Un aperçu de la maquette', content: [
      'Voici les premières doubles pages mises en page : le journal d’Argos-7 sera composé dans une police à chasse fixe, comme un vrai relevé télémétrique.',
      'La couverture définitive sera dévoilée la semaine prochaine.'] },
  ],
  [CAMPAIGN.balCoeursFauves]: [
    { hoursFromNow: -24 * 39, subject: 'Bienvenue au bal !', content: [
      'La campagne du <em>Bal des cœurs fauves</em> est ouverte. Noa a enregistré une lecture du premier chapitre, à écouter sur notre page.'] },
    { hoursFromNow: -24 * 18, subject: 'Une playlist pour accompagner votre lecture', content: [
      'Noa a écrit le roman en écoutant Fréhel, Damia et Joséphine Baker. Elle partage sa playlist avec vous.',
      'Et nous avons franchi les 100 exemplaires précommandés : merci !'] },
    { hoursFromNow: -20, subject: 'Dernière ligne droite', content: [
      'Plus que quelques heures et une trentaine d’exemplaires pour atteindre l’objectif. <strong>On compte sur vous !</strong>'] },
  ],
  [CAMPAIGN.lucioles]: [
    { hoursFromNow: -24 * 60, subject: 'Lancement de la campagne', content: [
      'Clémence est ravie de vous présenter son troisième roman. Merci pour votre accueil, déjà plus de 50 soutiens en deux jours !'] },
    { hoursFromNow: -24 * 34, subject: 'Objectif atteint !', content: [
      'L’objectif est atteint, trois semaines avant la fin. Le livre existera, grâce à vous.',
      'Tout ce qui sera collecté en plus servira à imprimer une couverture avec des lucioles phosphorescentes.'] },
    { hoursFromNow: -24 * 19, subject: 'Merci, 112 % !', content: [
      'La campagne est terminée avec 112 % de l’objectif. La couverture phosphorescente est confirmée !',
      'Prochaine étape : la dernière relecture, puis le bon à tirer.'] },
    { hoursFromNow: -24 * 4, subject: 'Le livre part chez l’imprimeur', content: [
      'Les fichiers sont partis chez notre imprimeur de Clermont-Ferrand. Les livres seront expédiés à la date de sortie annoncée.'] },
  ],
  [CAMPAIGN.sentinelles]: [
    { hoursFromNow: -24 * 160, subject: 'Montez au maquis avec nous', content: [
      'La campagne des <em>Sentinelles du Vercors</em> commence. Théo vous emmène en randonnée sur les lieux du roman le mois prochain : inscriptions ouvertes aux contributeurs.'] },
    { hoursFromNow: -24 * 119, subject: 'Objectif dépassé', content: [
      'Avec 131 % de l’objectif, vous avez fait de cette campagne notre plus beau succès de l’année. Merci !'] },
    { hoursFromNow: -24 * 80, subject: 'Bon à tirer validé', content: [
      'Théo a validé le bon à tirer hier soir. Impression dans trois semaines.'] },
    { hoursFromNow: -24 * 46, subject: 'Le livre est sorti !', content: [
      'Les colis sont partis : vous devriez recevoir votre exemplaire dans les jours qui viennent. Il est aussi en vente dans notre librairie.'] },
  ],
  [CAMPAIGN.villesEnglouties]: [
    { hoursFromNow: -24 * 100, subject: 'Un projet qui nous tient à cœur', content: [
      'Odile a passé deux ans à arpenter les rives des lacs de barrage. Voici ses premiers croquis de Savines-le-Lac.'] },
    { hoursFromNow: -24 * 75, subject: 'Mi-parcours', content: [
      'Nous sommes à mi-parcours et l’objectif est encore loin. Parlez-en autour de vous !'] },
    { hoursFromNow: -24 * 59, subject: 'Merci, et à bientôt', content: [
      'L’objectif n’a pas été atteint. Toutes les contributions sont remboursées automatiquement.',
      'Ce n’est qu’un au revoir : nous travaillons avec Odile à une version plus légère du projet.'] },
  ],
};

const DELIVERY = 'Les livres sont expédiés à leur sortie, en Colissimo ou en point relais, partout en France et en Europe.';
const NO_GOAL = 'Si l’objectif n’est pas atteint à la date de fin, vous êtes intégralement remboursé·e et le livre ne paraît pas sous cette forme.';

/** 3–5 questions per campaign: the shared ones, plus what is specific to each. */
const FAQS: Record<number, [string, string][]> = {
  [CAMPAIGN.satellite]: [
    ['Quand recevrai-je mon livre ?', 'La sortie est prévue dans environ cinq mois. ' + DELIVERY],
    ['Que se passe-t-il si l’objectif n’est pas atteint ?', NO_GOAL],
    ['Puis-je choisir la taille du t-shirt plus tard ?', 'Non, la taille se choisit au moment de la contribution. Vous pourrez la modifier en nous écrivant jusqu’à la fin de la campagne.'],
    ['Le tirage de tête sera-t-il réédité ?', 'Non, il est limité à vingt-cinq exemplaires numérotés et il est épuisé.'],
  ],
  [CAMPAIGN.balCoeursFauves]: [
    ['Pourquoi un objectif en nombre de livres ?', 'Notre imprimeur lance un tirage à partir de 200 exemplaires : c’est ce seuil qui rend le livre possible.'],
    ['Que se passe-t-il si l’objectif n’est pas atteint ?', NO_GOAL],
    ['Comment fonctionne l’offre Club ?', 'Les membres du club de lecture Cœurs Vaillants ont reçu un code de bon d’achat à saisir avec la contrepartie.'],
    ['Quand recevrai-je mon livre ?', 'Environ trois mois après la fin de la campagne. ' + DELIVERY],
  ],
  [CAMPAIGN.lucioles]: [
    ['La campagne est finie, puis-je encore commander le livre ?', 'Oui, il est en précommande dans notre librairie au prix public.'],
    ['Comment écrire ma dédicace ?', 'Indiquez le prénom et un court message (100 caractères au plus) dans le champ prévu lors de la contribution.'],
    ['Quand recevrai-je mon livre ?', DELIVERY],
  ],
  [CAMPAIGN.sentinelles]: [
    ['Je n’ai pas reçu mon livre, que faire ?', 'Écrivez-nous via la page contact avec votre numéro de commande : nous renverrons un exemplaire si le colis est perdu.'],
    ['Le livre est-il disponible en librairie ?', 'Oui, dans notre librairie en ligne et chez les libraires indépendants qui nous diffusent.'],
    ['Y aura-t-il une suite ?', 'Théo y travaille ! Mais chut.'],
  ],
  [CAMPAIGN.oiseauxTombouctou]: [
    ['Quand la campagne commence-t-elle ?', 'Dans quelques jours. Abonnez-vous à notre lettre pour être prévenu·e au lancement.'],
    ['Le livre arrivera-t-il avant Noël ?', 'Les contreparties « cadeau » seront expédiées avant Noël avec une carte à offrir ; le livre suivra à sa sortie.'],
    ['Que se passe-t-il si l’objectif n’est pas atteint ?', NO_GOAL],
    ['Qu’est-ce que l’offre Club Exemplaire ?', 'Une contrepartie à prix réduit réservée aux abonné·es du Club, débloquée par un bon d’achat.'],
    ['Les libraires peuvent-ils commander ?', 'Oui, un lot de cinq exemplaires à prix libraire est proposé aux comptes professionnels.'],
  ],
  [CAMPAIGN.villesEnglouties]: [
    ['L’objectif n’a pas été atteint : serai-je remboursé·e ?', 'Oui, automatiquement, sur le moyen de paiement utilisé, dans un délai de dix jours.'],
    ['Le projet reviendra-t-il ?', 'Nous y réfléchissons avec Odile, sous une forme plus légère. Vous serez prévenu·e si vous êtes abonné·e à notre lettre.'],
    ['Puis-je acheter le tirage d’art seul ?', 'Pas pour l’instant, désolé.'],
  ],
};

export function newsRows(now: Date): Row[] {
  return Object.entries(NEWS).flatMap(([campaignId, items]) =>
    items.map((n, i) => ({
      id: Number(campaignId) * 10 + i + 1,
      crowdfunding_id: Number(campaignId),
      subject: n.subject,
      date: hoursFrom(now, n.hoursFromNow),
      content: html(n.content),
    })),
  );
}

export function faqRows(): Row[] {
  return Object.entries(FAQS).flatMap(([campaignId, items]) =>
    items.map(([question, response], i) => ({
      id: Number(campaignId) * 10 + i + 1,
      crowdfunding_id: Number(campaignId),
      question,
      response, // Plain text: the FAQ accordion shows it as is.
      position: i,
    })),
  );
}
