import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { HtmlContent } from '@/components/ui/html-content';
import { Icon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { formatEventDates } from '@/lib/format';
import type { LabelEvent } from '@/types/api';

/** An event of the agenda: poster, French dates, place, the authors there, and what happens. */
export function EventCard({ event, labelSlug, headingLevel = 3 }: { event: LabelEvent; labelSlug: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `event-${event.id}-title`;
  return (
    <article className="event-card" aria-labelledby={titleId}>
      <Picture src={event.poster} webp={event.poster_webp} alt={`Affiche : ${event.title}`} className="event-card__poster" width={600} height={850} />
      <div className="event-card__head">
        <p className="event-card__when">
          <Icon name="calendar" size={18} />
          <time dateTime={event.start_date}>{formatEventDates(event.start_date, event.end_date)}</time>
        </p>
        <Heading id={titleId} className="event-card__title">
          {frenchSpacing(event.title)}
        </Heading>
        {event.location && (
          <p className="event-card__where">
            <Icon name="pin" size={18} />
            <span>{event.location}</span>
          </p>
        )}
        {event.authors.length > 0 && (
          <p className="event-card__authors">
            Avec{' '}
            {event.authors.map((author, index) => (
              <span key={author.id}>
                {index > 0 && (index === event.authors.length - 1 ? ' et ' : ', ')}
                <Link to={paths.label.author.getHref(labelSlug, author.slug)}>{author.name}</Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <HtmlContent html={event.description} className="prose event-card__description" />
    </article>
  );
}

/** Events one under the other, soonest first. */
export function EventList({ events, labelSlug, headingLevel = 3 }: { events: LabelEvent[]; labelSlug: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="event-list" role="list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} labelSlug={labelSlug} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
