/**
 * French typography in one place: spacing, elision, dates, lists and numbers as every page, mail and
 * PDF writes them. Pure TypeScript, no Node nor DOM: the server and the SPA import it alike.
 */
export { EM_DASH, EN_DASH, NBSP, NNBSP, frenchSpacing, guillemets, withoutNarrowSpaces } from './spacing';
export { deName, elide, startsWithVowelSound, type ElidableWord } from './elision';
export { firstOfMonth, frenchCountdown, frenchDate, type FrenchDateOptions } from './dates';
export { frenchList } from './lists';
export { frenchEuros, groupThousands } from './numbers';
export { FRENCH_MONTHS, FRENCH_SHORT_MONTHS, FRENCH_WEEKDAYS, parisDay, parisOffset, wallClock, type WallClock } from './paris-time';
