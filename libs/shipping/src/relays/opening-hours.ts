/**
 * A day's opening hours as Mondial Relay gives them: HHMM times by pairs, open then close
 * (['0900', '1230', '1400', '1900']). A pair '0000'/'0000' is an unused slot.
 */
export type DayHours = readonly string[];

/** Seven days, Monday first (Horaires_Lundi … Horaires_Dimanche). */
export type WeekHours = readonly DayHours[];

export const FRENCH_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

const HHMM = /^([01]\d|2[0-4])[0-5]\d$/;

/** The open slots of a day, as [open, close] pairs; malformed or empty pairs are dropped. */
export function openSlots(day: DayHours): [string, string][] {
  const slots: [string, string][] = [];
  for (let i = 0; i + 1 < day.length; i += 2) {
    const [open, close] = [day[i].trim(), day[i + 1].trim()];
    if (HHMM.test(open) && HHMM.test(close) && close > open) slots.push([open, close]);
  }
  return slots;
}

const time = (hhmm: string) => `${hhmm.slice(0, 2)}h${hhmm.slice(2)}`;

function slotLabel([open, close]: [string, string]): string {
  return open === '0000' && close >= '2359' ? '24h/24' : `${time(open)} - ${time(close)}`;
}

/**
 * Renders the week as the French table the relay dialog shows: one row per day, morning and
 * afternoon in two cells, 'Fermé' on closed days. Only validated digits reach the HTML, so the
 * carrier's data can never inject markup into the SPA.
 */
export function hoursHtmlTable(week: WeekHours): string {
  const rows = FRENCH_DAYS.map((name, i) => {
    const slots = openSlots(week[i] ?? []);
    const cells =
      slots.length === 0
        ? '<td colspan="2">Fermé</td>'
        : slots.length === 1
          ? `<td>${slotLabel(slots[0])}</td><td></td>`
          : slots
              .slice(0, 2)
              .map((s) => `<td>${slotLabel(s)}</td>`)
              .join('');
    return `<tr><th scope="row">${name}</th>${cells}</tr>`;
  });
  return `<table class="relay-hours"><tbody>${rows.join('')}</tbody></table>`;
}

/** Reads the compact notation of the bundled data, '0900-1230 1400-1900' ('' = closed), into HHMM pairs. */
export function parseDayHours(compact: string): DayHours {
  return compact.split(/[\s-]+/).filter(Boolean);
}
