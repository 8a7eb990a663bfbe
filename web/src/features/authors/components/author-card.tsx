import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { excerpt } from '@/lib/format';
import type { Author } from '@/types/api';

/** Spec §9: the biography excerpt of the author list, 150 characters on wide screens, 75 on phones. */
export const BIOGRAPHY_CUT = 150;
export const BIOGRAPHY_CUT_MOBILE = 75;

/** An author of the list: avatar, name and the start of the biography; the whole card leads to their page. */
export function AuthorCard({ author, labelSlug }: { author: Author; labelSlug: string }) {
  const titleId = `author-${author.id}-name`;
  const biography = author.biography_text ?? '';
  return (
    <article className="author-card" aria-labelledby={titleId}>
      <Picture src={author.avatar} webp={author.avatar_webp} alt="" className="author-card__avatar" width={400} height={400} />
      <div className="author-card__body">
        <h2 className="author-card__name" id={titleId}>
          <Link to={paths.label.author.getHref(labelSlug, author.slug)} className="author-card__link">
            {author.name}
          </Link>
        </h2>
        {biography && (
          <p className="author-card__bio">
            <span className="excerpt--wide">{excerpt(biography, BIOGRAPHY_CUT)}</span>
            <span className="excerpt--narrow">{excerpt(biography, BIOGRAPHY_CUT_MOBILE)}</span>
          </p>
        )}
        <span className="author-card__more" aria-hidden="true">
          Découvrir <span>→</span>
        </span>
      </div>
    </article>
  );
}
