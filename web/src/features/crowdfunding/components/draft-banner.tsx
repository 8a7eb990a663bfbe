/** What staff read at the top of a draft's preview. */
export const DRAFT_PREVIEW_NOTICE = 'Aperçu : ce brouillon n’est visible que par l’équipe. Il n’apparaît dans aucune liste et personne ne peut y contribuer.';

/** The banner of a draft campaign's page: only staff get a draft from the API, and nobody can back it. */
export function DraftBanner() {
  return (
    <p className="notice campaign__draft" role="status">
      {DRAFT_PREVIEW_NOTICE}
    </p>
  );
}
