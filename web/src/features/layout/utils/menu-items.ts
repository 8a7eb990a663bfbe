import { paths } from '@/config/paths';
import type { Label, LabelSummary } from '@/types/api';

/** A link of the side menu; `external` ones leave the SPA. */
export interface MenuLink {
  kind: 'link';
  key: string;
  label: string;
  href: string;
  external?: boolean;
}

/** The 'Nos collections' dropdown: one link per label. */
export interface MenuCollections {
  kind: 'collections';
  key: 'collections';
  label: 'Nos collections';
  labels: { slug: string; name: string; href: string; current: boolean }[];
}

export type MenuItem = MenuLink | MenuCollections;

/** Who is looking: booksellers and staff see different items. */
export interface Viewer {
  isBookseller: boolean;
  isStaff: boolean;
}

const link = (key: string, label: string, href: string, external = false): MenuLink => ({ kind: 'link', key, label, href, external });

/** The side menu of a label (spec §2 'Layout'), in order, each item driven by the label's flags. */
export function menuItems(label: Label, labels: readonly LabelSummary[], viewer: Viewer): MenuItem[] {
  const slug = label.slug;
  const items: (MenuItem | false)[] = [
    label.featureAbout && link('about', 'Qui sommes-nous ?', paths.label.about.getHref(slug)),
    label.featureProjects && Boolean(label.id) && link('projects', 'Projets en cours', paths.label.projects.getHref(slug)),
    labels.length > 1 && {
      kind: 'collections',
      key: 'collections',
      label: 'Nos collections',
      labels: labels.map((l) => ({ slug: l.slug, name: l.name, href: paths.label.home.getHref(l.slug), current: l.slug === slug })),
    },
    label.featureLibrary && link('bookshop', 'Librairie', paths.label.bookshop.getHref(slug)),
    label.featureExternals && !viewer.isBookseller && link('externals', 'Des mêmes auteurices', paths.label.otherPublishers.getHref(slug)),
    label.featureShop && link('shop', 'Boutique', paths.label.shop.getHref(slug)),
    label.featureEvents && link('events', 'Agenda', paths.label.events.getHref(slug)),
    label.featureAuthors && link('authors', 'Nos auteurs.ices', paths.label.authors.getHref(slug)),
    link('bookseller', 'Je suis libraire', paths.label.bookseller.getHref(slug)),
    link('faq', 'FAQ', paths.label.contact.getHref(slug, 'questions-frequentes')),
    viewer.isStaff && link('admin', 'Arrière boutique', paths.label.staff.getHref(slug)),
  ];
  return items.filter((item): item is MenuItem => Boolean(item));
}
