import { Link } from 'react-router-dom';
import { deName } from '@shop/typography';
import { TextPage } from '@/components/ui/text-page';
import { paths } from '@/config/paths';
import { HostFacts, PublisherFacts, SellerSentence, WithSeller } from '@/features/about/components/seller-identity';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'legal/cgv': the terms of sale. */
export function SalesTermsRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Conditions générales de vente — ${label.name}`);
  return (
    <TextPage eyebrow="Informations légales" title="Conditions générales de vente" lead="En vigueur à compter du 1er septembre 2026.">
      <h2>Le vendeur</h2>
      <WithSeller>{(seller) => <SellerSentence seller={seller} />}</WithSeller>
      <h2>1. Objet</h2>
      <p>
        Les présentes conditions régissent les ventes conclues sur le site {deName(label.name)} entre la maison d’édition et toute personne, particulier ou professionnel, qui y
        passe commande. Passer commande vaut acceptation de ces conditions, dans leur version en vigueur le jour de la commande.
      </p>
      <h2>2. Produits et prix</h2>
      <p>
        Les livres, objets et cartes cadeaux sont décrits avec le plus grand soin ; les visuels n'ont pas de valeur contractuelle. Les prix sont indiqués en euros toutes taxes
        comprises. Conformément à la loi du 10 août 1981 relative au prix du livre, le prix des livres neufs est fixé par l'éditeur et ne peut faire l'objet d'une remise supérieure
        à 5 %. Les frais de livraison sont indiqués avant la validation de la commande.
      </p>
      <h2>3. Commande</h2>
      <p>
        Au récapitulatif, vous acceptez les présentes conditions en cochant la case prévue, puis passez commande avec le bouton qui indique qu'elle vous oblige à payer. La commande
        est définitive après ce paiement (ou, pour les comptes libraires, son engagement). Un courriel de confirmation reprenant son contenu est alors envoyé. {label.name} se
        réserve le droit d'annuler toute commande présentant un litige de paiement antérieur ou un caractère manifestement anormal.
      </p>
      <h2>4. Précommandes et financement participatif</h2>
      <p>
        Les livres en cours de production peuvent être précommandés : ils sont expédiés dès leur parution, à la date indiquée sur leur page, sous réserve des aléas de fabrication
        dont vous serez tenu·e informé·e. Une contribution à un financement participatif donne droit aux contreparties choisies ; si le projet n'atteint pas son objectif, les
        contributions sont remboursées intégralement.
      </p>
      <h2>5. Paiement</h2>
      <p>
        Le paiement s'effectue par carte bancaire sur la page sécurisée de notre banque ; aucune donnée bancaire n'est conservée par {label.name}. Les comptes libraires peuvent
        également régler par prélèvement à 90 jours ou par virement à 90 jours fin de mois. Les bons d'achat et cartes cadeaux sont déduits du montant à régler.
      </p>
      <h2>6. Livraison</h2>
      <p>
        Les commandes sont expédiées en France métropolitaine et dans les pays proposés lors de la commande, à domicile ou en point relais. Lorsqu'une commande contient des livres
        disponibles et des livres à paraître, vous pouvez choisir un envoi groupé ou plusieurs envois. Tout colis endommagé doit faire l'objet de réserves auprès du transporteur.
      </p>
      <h2>7. Droit de rétractation</h2>
      <p>
        Les particuliers disposent d'un délai de quatorze jours à compter de la réception pour exercer leur droit de rétractation, sans avoir à se justifier, en nous écrivant
        depuis la page de contact. Les articles sont à retourner dans leur état d'origine ; le remboursement intervient dans les quatorze jours suivant la réception du retour. Ce
        droit ne s'applique pas aux livres dédicacés ou personnalisés à votre demande.
      </p>
      <h2>8. Garanties</h2>
      <p>
        Les produits bénéficient de la garantie légale de conformité et de la garantie des vices cachés. Un livre présentant un défaut d'impression ou de façonnage est échangé sans
        frais.
      </p>
      <h2>9. Données personnelles</h2>
      <p>
        Les données recueillies lors d'une commande servent à son traitement et à la relation client. Leur utilisation est décrite dans les{' '}
        <Link to={paths.label.legal.getHref(label.slug, 'eula')}>conditions générales d'utilisation</Link>.
      </p>
      <h2>10. Litiges</h2>
      <p>
        Les présentes conditions sont soumises au droit français. En cas de différend, une solution amiable sera recherchée avant toute action ; le client particulier peut recourir
        gratuitement à un médiateur de la consommation. À défaut, les tribunaux compétents sont ceux désignés par la loi.
      </p>
    </TextPage>
  );
}

/** Spec §2 'legal/mentions-legales'. */
export function LegalNoticeRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Mentions légales — ${label.name}`);
  return (
    <TextPage eyebrow="Informations légales" title="Mentions légales">
      <WithSeller>
        {(seller) => (
          <>
            <h2>Éditeur du site</h2>
            <p>Ce site est édité par {seller.name}, dont voici l'identité (article 6 de la loi pour la confiance dans l'économie numérique) :</p>
            <PublisherFacts seller={seller} />
            <h2>Contact</h2>
            <p>
              Pour toute question, écrivez-nous depuis la <Link to={paths.label.contact.getHref(label.slug)}>page de contact</Link> ou à l'adresse{' '}
              <a href={`mailto:${seller.email}`}>{seller.email}</a>.
            </p>
            <h2>Hébergement</h2>
            <p>Le site et ses données sont hébergés par :</p>
            <HostFacts seller={seller} />
          </>
        )}
      </WithSeller>
      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes, couvertures, illustrations, logos et photographies présentés sur ce site sont protégés par le droit d'auteur. Toute reproduction, même partielle, sans
        l'autorisation de leurs auteurs et autrices ou de la maison d'édition est interdite, en dehors des courtes citations prévues par la loi.
      </p>
      <h2>Données personnelles</h2>
      <p>
        Vous disposez d'un droit d'accès, de rectification, d'effacement et de portabilité de vos données, ainsi que du droit de vous opposer à leur traitement. Vous pouvez
        l'exercer depuis la page de contact ; vous pouvez également introduire une réclamation auprès de la CNIL.
      </p>
    </TextPage>
  );
}

/** Spec §2 'legal/credits'. */
export function CreditsRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Crédits — ${label.name}`);
  return (
    <TextPage eyebrow="Informations légales" title="Crédits">
      <h2>Couvertures et illustrations</h2>
      <p>
        Les couvertures reproduites sur ce site sont l'œuvre des illustrateurs, illustratrices, graphistes et photographes crédité·es dans chaque livre. Elles sont reproduites avec
        leur accord, pour la seule présentation des ouvrages.
      </p>
      <h2>Portraits et bannières</h2>
      <p>Les portraits des auteurs et autrices, ainsi que les visuels de nos événements, appartiennent à leurs auteurs et autrices respectifs ou à {label.name}.</p>
      <h2>Identité visuelle</h2>
      <p>
        Logos, emblèmes et pictogrammes ont été dessinés pour {label.name}. Le site n'utilise que les polices installées sur votre appareil : aucune police ni aucun script n'est
        chargé depuis un autre site.
      </p>
      <h2>Conception et développement</h2>
      <p>Le site a été conçu et développé par l’équipe {deName(label.name)}, avec des logiciels libres.</p>
    </TextPage>
  );
}

/** Spec §2 'legal/eula': the terms of use, which every account accepts. */
export function TermsOfUseRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Conditions générales d'utilisation — ${label.name}`);
  return (
    <TextPage eyebrow="Informations légales" title="Conditions générales d'utilisation" lead="En vigueur à compter du 1er septembre 2026.">
      <h2>1. Objet</h2>
      <p>
        Ces conditions encadrent l’utilisation du site {deName(label.name)}&nbsp;: consultation du catalogue, création d’un compte, participation aux financements participatifs et
        publication de commentaires. Elles s’ajoutent aux <Link to={paths.label.legal.getHref(label.slug, 'cgv')}>conditions générales de vente</Link> pour les achats.
      </p>
      <h2>2. Compte</h2>
      <p>
        La création d'un compte est gratuite. Elle nécessite une adresse e-mail valide, confirmée par le lien reçu après l'inscription, et un mot de passe d'au moins huit
        caractères. Vous êtes responsable de la confidentialité de vos identifiants et de l'exactitude des informations fournies. Les comptes libraires sont réservés aux
        professionnels du livre et peuvent faire l'objet d'une vérification.
      </p>
      <h2>3. Contributions et commentaires</h2>
      <p>
        Les contributeurs et contributrices d'un projet peuvent laisser un commentaire et choisir d'afficher ou non leur nom et le montant de leur soutien. Les propos injurieux,
        discriminatoires ou contraires à la loi sont interdits et peuvent être retirés sans préavis.
      </p>
      <h2>4. Lettre d'information</h2>
      <p>
        Si vous l'avez demandé, vous recevez notre lettre d'information, environ deux fois par mois. Chaque envoi contient un lien de désinscription ; vous pouvez aussi changer
        d'avis depuis votre compte.
      </p>
      <h2>5. Données personnelles</h2>
      <p>
        Vos données servent à gérer votre compte, vos commandes et vos contributions. Elles ne sont ni vendues ni cédées ; seuls nos prestataires techniques (paiement, transport,
        envoi des courriels) en reçoivent ce qui leur est nécessaire. Elles sont conservées le temps de la relation commerciale, puis pendant les durées imposées par la loi.
      </p>
      <h2>6. Cookies et stockage local</h2>
      <p>
        Le site n'utilise ni publicité ni mesure d'audience de son propre chef. Ce qu'il garde dans votre navigateur le fait fonctionner, sans votre accord préalable, comme la loi
        le permet :
      </p>
      <ul>
        <li>un cookie technique de sécurité, qui protège vos formulaires contre les envois d'un autre site, le temps de votre visite ;</li>
        <li>votre session, si vous vous connectez, jusqu'à votre déconnexion ;</li>
        <li>l'identifiant de votre panier, pour le retrouver à votre prochaine visite ;</li>
        <li>votre choix sur la mesure d'audience, pendant six mois.</li>
      </ul>
      <p>
        Le porteur ou la porteuse d'un projet peut mesurer l'audience de sa page avec le pixel Facebook. Ce pixel ne se charge qu'avec votre accord, donné ou refusé en un clic dans
        le bandeau « Cookies et mesure d'audience » ; votre choix est gardé six mois, puis vous est redemandé, et vous pouvez en changer à tout moment par le lien « Gestion des
        cookies » en bas de chaque page. Refuser ne change rien à l'usage du site.
      </p>
      <h2>7. Responsabilité</h2>
      <p>
        {label.name} s'efforce d'assurer l'exactitude des informations publiées et la disponibilité du site, sans pouvoir garantir l'absence d'interruption ou d'erreur. Le site
        peut contenir des liens vers d'autres sites, dont nous ne maîtrisons pas le contenu.
      </p>
      <h2>8. Modification et droit applicable</h2>
      <p>Ces conditions peuvent évoluer ; la version en vigueur est celle publiée sur cette page. Elles sont soumises au droit français.</p>
    </TextPage>
  );
}
