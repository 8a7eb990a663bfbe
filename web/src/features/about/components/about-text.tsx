import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AboutText } from '../content';

/** One written section of the area: its blocks as prose, then its buttons. */
export function AboutTextBody({ text, labelSlug }: { text: AboutText; labelSlug: string }) {
  return (
    <>
      <div className="prose prose--large">
        {text.blocks.map((block, index) => (
          <section key={block.heading ?? index}>
            {block.heading && <h2>{block.heading}</h2>}
            {block.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.items && (
              <ul>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {text.actions && (
        <div className="text-page__actions">
          {text.actions.map((action, index) => (
            <Link key={action.to} to={paths.label.contact.getHref(labelSlug, action.to)} className={index === 0 ? 'button' : 'button button--ghost'}>
              {action.text}
            </Link>
          ))}
        </div>
      )}
    </>
  );
}
