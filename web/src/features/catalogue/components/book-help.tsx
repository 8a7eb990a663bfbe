import type { ModalContent } from '@/components/ui/modal';

/** The sentence under 'En cours de production' (spec §1: the pre-order message). */
export const PREORDER_MESSAGE = 'Précommandez-les dès maintenant : ils vous seront expédiés dès leur sortie.';

/** The help modal of the 'En cours de production' sections. */
export const PRODUCTION_HELP: ModalContent = {
  title: 'Les livres en cours de production',
  body: (
    <>
      <p>Ces livres ont réussi leur financement participatif ou sont en préparation : ils sont en cours de correction, de mise en page ou d'impression.</p>
      <p>
        Vous pouvez les précommander dès maintenant. Ils vous seront expédiés dès leur sortie, à la date indiquée sur chaque livre. Si votre panier contient aussi des livres déjà
        disponibles, vous pourrez choisir un envoi groupé ou séparé au moment de la livraison.
      </p>
    </>
  ),
};

/** The help modal of the 'Disponible chez nous' section. */
export const AVAILABLE_HELP: ModalContent = {
  title: 'Disponible chez nous',
  body: (
    <>
      <p>Les derniers livres parus dans nos collections, disponibles tout de suite dans notre librairie en ligne.</p>
      <p>Commander ici, c'est soutenir directement la maison d'édition et ses auteurices. Nos livres sont aussi disponibles sur commande chez votre libraire.</p>
    </>
  ),
};
