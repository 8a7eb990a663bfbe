import { Link } from 'react-router-dom';
import { HtmlContent } from '@/components/ui/html-content';
import { paths } from '@/config/paths';
import type { Author } from '@/types/api';

/** The banner of an author's page: the wide image on large screens, its mobile crop on phones (≤ 1024 px). */
function Banner({ author }: { author: Author }) {
  if (!author.banner) return <div className="author-hero__banner author-hero__banner--none" aria-hidden="true" />;
  return (
    <picture>
      {author.banner_mobile_webp && <source media="(max-width: 1024px)" srcSet={author.banner_mobile_webp} type="image/webp" />}
      {author.banner_mobile && <source media="(max-width: 1024px)" srcSet={author.banner_mobile} />}
      {author.banner_webp && <source srcSet={author.banner_webp} type="image/webp" />}
      <img src={author.banner} alt="" className="author-hero__banner" width={1600} height={400} decoding="async" />
    </picture>
  );
}

/**
 * The top of an author's page (spec §2: the site header is hidden there): banner, handwritten name,
 * a way back to the label, and the biography.
 */
export function AuthorProfile({ author, labelSlug, labelName }: { author: Author; labelSlug: string; labelName: string }) {
  return (
    <header className="author-hero">
      <div className="author-hero__media">
        <Banner author={author} />
        <Link to={paths.label.authors.getHref(labelSlug)} className="author-hero__back">
          <span aria-hidden="true">←</span> {labelName} · Nos auteurs.ices
        </Link>
      </div>
      <div className="author-hero__identity">
        {author.avatar && <img src={author.avatar} alt="" className="author-hero__avatar" width={400} height={400} decoding="async" />}
        <h1 className="author-hero__name">
          {author.name_handwritten ? (
            <>
              <img src={author.name_handwritten} alt="" className="author-hero__signature" width={800} height={160} decoding="async" />
              <span className="visually-hidden">{author.name}</span>
            </>
          ) : (
            author.name
          )}
        </h1>
      </div>
      {(author.biography || author.biography_text) && (
        <section className="author-hero__bio" aria-label="Biographie">
          {author.biography ? <HtmlContent html={author.biography} /> : <p>{author.biography_text}</p>}
        </section>
      )}
    </header>
  );
}
