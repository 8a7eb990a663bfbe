import type { ModalContent } from '@/components/ui/modal';

/** The help modal of the 'En cours de financement participatif' sections. */
export const CROWDFUNDING_HELP: ModalContent = {
  title: 'Le financement participatif, comment ça marche ?',
  body: (
    <>
      <p>
        Chaque livre que nous publions commence par une campagne de financement participatif. En contribuant, vous pré-achetez le livre, seul ou avec des contreparties : dédicace,
        édition collector, objets de la maison…
      </p>
      <p>
        Si l'objectif est atteint à la fin de la campagne, le livre part en fabrication et vous le recevez dès sa sortie. Votre contribution permet de rémunérer correctement
        auteurices, traducteurices, illustrateurices et imprimeurs, et de n'imprimer que ce qui sera lu.
      </p>
      <p>
        Sur chaque projet, le pourcentage indique où en est la collecte et le compteur le temps qu'il reste pour participer. Une question ? Chaque projet a sa FAQ, et notre équipe
        répond aussi par le formulaire de contact.
      </p>
    </>
  ),
};
