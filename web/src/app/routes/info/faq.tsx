import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Accordion } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

interface Topic {
  title: string;
  items: { question: string; answer: ReactNode }[];
}

function topics(labelSlug: string): Topic[] {
  return [
    {
      title: 'Commandes et livraison',
      items: [
        {
          question: 'Quand ma commande sera-t-elle expédiée ?',
          answer: (
            <p>
              Les livres disponibles partent sous deux jours ouvrés. Les livres en cours de production sont expédiés dès leur sortie : la date prévue est indiquée sur chaque livre
              et rappelée dans votre commande.
            </p>
          ),
        },
        {
          question: 'Ma commande contient des livres disponibles et des livres à paraître : comment est-elle envoyée ?',
          answer: (
            <p>
              Au moment de la livraison, vous choisissez un envoi groupé (tout part à la sortie du dernier livre) ou des envois séparés (chaque livre part dès qu'il est
              disponible).
            </p>
          ),
        },
        {
          question: 'Combien coûte la livraison ?',
          answer: (
            <p>
              Les frais dépendent du nombre d'articles du colis et du mode choisi (domicile ou point relais) ; ils sont dégressifs et tombent à 0,01 € par colis au-delà d'un
              certain montant : la loi interdit d'offrir la livraison des livres, et impose au moins 3 € sous 35 € de livres. Le retrait à la maison d'édition est gratuit. Les
              frais sont toujours affichés avant le paiement.
            </p>
          ),
        },
        {
          question: 'Puis-je suivre mon colis ?',
          answer: <p>Oui : dès l'expédition, le numéro de suivi apparaît dans le détail de la commande, dans votre compte, rubrique « Mes commandes ».</p>,
        },
      ],
    },
    {
      title: 'Précommandes et financement participatif',
      items: [
        {
          question: 'Comment fonctionne le financement participatif ?',
          answer: (
            <p>
              Chaque projet a un objectif et une date de fin. En contribuant, vous choisissez une contrepartie (le livre, une édition dédicacée, des objets…) ou un simple soutien.
              Si l'objectif est atteint, le livre part en fabrication et vous recevez vos contreparties à sa sortie.
            </p>
          ),
        },
        {
          question: "Que se passe-t-il si l'objectif n'est pas atteint ?",
          answer: <p>Le livre n'est pas fabriqué sous cette forme et toutes les contributions sont remboursées intégralement.</p>,
        },
        {
          question: 'Puis-je laisser un message au projet que je soutiens ?',
          answer: (
            <p>
              Oui : après votre commande, vous pouvez écrire un commentaire et choisir d'afficher ou non votre nom et votre montant dans la liste des contributeurs et
              contributrices.
            </p>
          ),
        },
      ],
    },
    {
      title: "Bons d'achat et cartes cadeaux",
      items: [
        {
          question: 'Comment offrir une carte cadeau ?',
          answer: (
            <p>
              Choisissez son montant dans la <Link to={paths.label.giftCards.getHref(labelSlug)}>boutique, rayon « Cartes cadeaux »</Link>, puis indiquez le nom de la personne à
              qui vous l'offrez et votre message. Dès le paiement, vous recevez par courriel le code de la carte avec ce nom et ce message, prêt à imprimer ou à transférer. La
              carte est valable un an sur toute la librairie, la boutique et les financements participatifs.
            </p>
          ),
        },
        {
          question: "Comment utiliser un bon d'achat ?",
          answer: (
            <p>
              Saisissez son code dans votre panier, au moment de payer. Le montant est déduit de votre commande ; s'il en reste, le solde reste utilisable jusqu'à la date de
              validité du bon.
            </p>
          ),
        },
        {
          question: "J'ai perdu mes codes de bon d'achat ?",
          answer: (
            <p>
              Pas de panique : <Link to={paths.label.contact.getHref(labelSlug, 'oubli-bon-achat')}>indiquez votre adresse e-mail</Link> et nous vous renverrons les codes des bons
              qui y sont associés.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Mon compte',
      items: [
        {
          question: "Je n'ai pas reçu le courriel de validation de mon compte.",
          answer: (
            <p>
              Regardez dans vos courriers indésirables. Le lien est valable trois jours ; passé ce délai, écrivez-nous depuis la page de contact et nous validerons votre compte.
            </p>
          ),
        },
        {
          question: "J'ai oublié mon mot de passe.",
          answer: (
            <p>
              Utilisez le lien <Link to={paths.label.forgotPassword.getHref(labelSlug)}>« Mot de passe oublié ? »</Link> de la page de connexion : vous recevrez un lien pour en
              choisir un nouveau.
            </p>
          ),
        },
        {
          question: "Comment me désinscrire de la lettre d'information ?",
          answer: <p>Chaque lettre contient un lien de désinscription ; vous pouvez aussi modifier ce choix depuis votre compte.</p>,
        },
      ],
    },
    {
      title: 'Libraires',
      items: [
        {
          question: 'Je suis libraire : comment commander ?',
          answer: (
            <p>
              <Link to={paths.label.booksellerRegistration.getHref(labelSlug)}>Créez un compte libraire</Link> avec votre GLN. Une fois votre compte validé, vous voyez vos prix
              professionnels et pouvez régler par prélèvement, virement ou carte.
            </p>
          ),
        },
      ],
    },
  ];
}

/** Spec §2 'contact/questions-frequentes': the general FAQ, by topic. */
export function FaqRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Questions fréquentes — ${label.name}`);
  return (
    <article className="text-page">
      <header className="page-head">
        <p className="page-head__eyebrow">Aide</p>
        <h1>Questions fréquentes</h1>
        <p className="page-head__lead">
          Les réponses aux questions que l'on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? <Link to={paths.label.contact.getHref(label.slug)}>Écrivez-nous</Link>.
        </p>
      </header>
      {topics(label.slug).map((topic) => (
        <section key={topic.title} className="faq-topic" aria-label={topic.title}>
          <h2 className="faq-topic__title">{topic.title}</h2>
          <Accordion items={topic.items} />
        </section>
      ))}
    </article>
  );
}
