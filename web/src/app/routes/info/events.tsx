import { ErrorMessage } from '@/components/ui/error-message';
import { useUpcomingEvents } from '@/features/events/api/get-events';
import { EventList } from '@/features/events/components/event-card';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatMonth } from '@/lib/format';
import { sharePicture, StructuredData } from '@/lib/structured-data';
import type { LabelEvent } from '@/types/api';
import { useCurrentLabel } from '../label-layout';

/** The events grouped by month, in date order. */
function byMonth(events: LabelEvent[]): [string, LabelEvent[]][] {
  const months = new Map<string, LabelEvent[]>();
  for (const event of events) {
    const month = formatMonth(event.start_date);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months];
}

/** Spec §2 'evenements': the agenda of upcoming events, by date. */
export function EventsRoute() {
  const label = useCurrentLabel();
  const { data: events, error, mutate } = useUpcomingEvents(label.slug);
  useDocumentMeta(`Agenda — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Agenda</h1>
        <p className="page-head__lead">Rencontres, dédicaces, lectures et salons : venez nous retrouver, nous et nos auteurices.</p>
      </header>
      {error ? (
        <ErrorMessage message="L'agenda n'a pas pu être chargé." onRetry={() => void mutate()} />
      ) : !events ? (
        <div className="event-list event-list--loading" aria-hidden="true" />
      ) : events.length === 0 ? (
        <p className="empty">Aucun événement prévu pour le moment : revenez bientôt !</p>
      ) : (
        <>
          <StructuredData data={events.map(eventData)} />
          {byMonth(events).map(([month, list]) => (
            <section key={month} className="agenda-month" aria-label={month}>
              <h2 className="agenda-month__title">{month}</h2>
              <EventList events={list} labelSlug={label.slug} />
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** An event for search engines: schema.org Event, in person, at its place. */
function eventData(event: LabelEvent): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: event.title,
    startDate: event.start_date,
    endDate: event.end_date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: event.location, address: event.location },
    ...(event.poster ? { image: sharePicture(event.poster) } : {}),
    ...(event.authors.length ? { performer: event.authors.map((author) => ({ '@type': 'Person', name: author.name })) } : {}),
  };
}
