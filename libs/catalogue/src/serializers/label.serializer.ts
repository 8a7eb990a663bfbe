import { mediaUrl, SerializeContext } from '@shop/common';
import { Label } from '../entities';

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** A label with every field and feature flag of the spec, images as absolute URLs. */
export function serializeLabel(label: Label, ctx: SerializeContext) {
  const img = (name: string, ext = 'svg') => mediaUrl(ctx, `labels/${label.slug}/${name}.${ext}`);
  // An uploaded image (`uploads/<uuid>.webp`) replaces the generated one, in both of its fields.
  const own = (uploaded: string | null | undefined, name: string, ext = 'svg') => (uploaded ? mediaUrl(ctx, uploaded) : img(name, ext));
  return {
    id: label.id,
    name: label.name,
    slug: label.slug,
    logo: own(label.logo, 'logo'),
    logoWebp: own(label.logo, 'logo', 'webp'),
    logoFooter: own(label.logoFooter, 'logo-footer'),
    logoFooterWebp: own(label.logoFooter, 'logo-footer', 'webp'),
    logoBig: own(label.logoBig, 'logo-big'),
    emblem: own(label.emblem, 'emblem'),
    emblemWebp: own(label.emblem, 'emblem', 'webp'),
    emblems: Object.fromEntries(STEPS.map((s) => [s, img(`emblem-${s}`)])),
    icons: Object.fromEntries(STEPS.map((s) => [s, img(`icon-${s}`)])),
    catchPhrase: label.catchPhrase,
    catchLines: label.catchLines,
    description: label.description,
    css: label.css,
    theme: label.theme,
    globalMessage: label.globalMessage,
    checkout_message: label.checkoutMessage,
    facebookPage: label.facebookPage,
    blueskyPage: label.blueskyPage,
    linkedinPage: label.linkedinPage,
    instagramPage: label.instagramPage,
    featureAbout: label.featureAbout,
    featureProjects: label.featureProjects,
    featureLibrary: label.featureLibrary,
    featureExternals: label.featureExternals,
    featureShop: label.featureShop,
    featureEvents: label.featureEvents,
    featureAuthors: label.featureAuthors,
    featureCart: label.featureCart,
    featureBookseller: label.featureBookseller,
    feature_crowdfunding: label.featureCrowdfunding,
  };
}
