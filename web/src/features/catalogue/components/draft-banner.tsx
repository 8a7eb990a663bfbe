/** What a draft's page says to staff previewing it: the public sees no draft, and no cart takes it. */
export const DRAFT_PREVIEW_TEXT = 'Aperçu : ce brouillon n’est visible que par l’équipe. Il n’apparaît ni dans les listes ni dans le panier.';

/** The banner at the top of a draft book's or product's page (only staff are answered a draft). */
export function DraftBanner() {
  return (
    <p className="draft-banner" role="status">
      {DRAFT_PREVIEW_TEXT}
    </p>
  );
}
