import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { excerpt } from '@/lib/format';
import type { Author } from '@/types/api';

/** Spec §9: the author's biography is cut at 150 characters in this block. */
export const AUTHOR_BIOGRAPHY_CUT = 150;

/**
 * The large author block of the description tab (hidden on small screens, spec §2); it links to the
 * author's page only where the label has author pages (`href` null otherwise).
 */
export function AuthorBlock({ author, href }: { author: Author; href: string | null }) {
  return (
    <section className="author-block" aria-labelledby="author-block-title">
      <Picture src={author.avatar} webp={author.avatar_webp} alt="" className="author-block__avatar" width={400} height={400} />
      <div className="author-block__text">
        <p className="author-block__eyebrow">Un livre de</p>
        <h2 id="author-block-title" className="author-block__name">
          {author.name_handwritten ? (
            <>
              <img src={author.name_handwritten} alt="" className="author-block__signature" width={800} height={160} loading="lazy" decoding="async" />
              <span className="visually-hidden">{author.name}</span>
            </>
          ) : (
            author.name
          )}
        </h2>
        {author.biography_text && <p>{excerpt(author.biography_text, AUTHOR_BIOGRAPHY_CUT)}</p>}
        {href && (
          <Link to={href} className="author-block__more">
            Découvrir {author.name} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </section>
  );
}
