import { Link } from 'react-router-dom';
import { FormPage } from '@/components/ui/form-page';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ProjectSubmissionForm } from '@/features/contact/components/project-submission-form';
import '@/features/contact/contact.css';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';

/** The way to the answers that spare a message, beside both forms. */
function ContactAside({ labelSlug, project }: { labelSlug: string; project?: boolean }) {
  return (
    <>
      <p className="form-page__aside-title">Avant de nous écrire</p>
      <p>Vous trouverez peut-être votre réponse tout de suite :</p>
      <ul className="contact-links">
        <li>
          <Link to={paths.label.contact.getHref(labelSlug, 'questions-frequentes')}>Questions fréquentes</Link>
        </li>
        <li>
          <Link to={paths.label.contact.getHref(labelSlug, 'oubli-bon-achat')}>J'ai perdu mes codes de bon d'achat ?</Link>
        </li>
        <li>
          {project ? (
            <Link to={paths.label.contact.getHref(labelSlug)}>Une autre question ? Écrivez-nous</Link>
          ) : (
            <Link to={paths.label.contact.getHref(labelSlug, 'soumettre-projet')}>Vous écrivez ? Soumettre un projet</Link>
          )}
        </li>
      </ul>
    </>
  );
}

/** Spec §2 'contact': a message to the editorial team. */
export function ContactRoute() {
  const label = useCurrentLabel();
  const { profile } = useSession();
  useDocumentMeta(`Contact — ${label.name}`);
  return (
    <FormPage
      eyebrow="Contact"
      title="Nous écrire"
      lead={<p>Une question sur une commande, un livre ou un projet ? L'équipe lit chaque message et vous répond par e-mail.</p>}
      aside={<ContactAside labelSlug={label.slug} />}
    >
      <ContactForm labelSlug={label.slug} initialEmail={profile?.email ?? ''} initialName={profile?.nickname ?? ''} />
    </FormPage>
  );
}

/** Spec §2 'contact/soumettre-projet': a manuscript proposal, with an optional file. */
export function SubmitProjectRoute() {
  const label = useCurrentLabel();
  const { profile } = useSession();
  useDocumentMeta(`Soumettre un projet — ${label.name}`);
  return (
    <FormPage
      eyebrow="Soumettre un projet"
      title="Proposer votre manuscrit"
      lead={<p>Présentez-nous votre projet en quelques lignes et joignez votre texte si vous le souhaitez : notre comité de lecture vous répondra.</p>}
      aside={<ContactAside labelSlug={label.slug} project />}
    >
      <ProjectSubmissionForm labelSlug={label.slug} initialEmail={profile?.email ?? ''} initialName={profile?.nickname ?? ''} />
    </FormPage>
  );
}
