import { excerpt } from '@/lib/format';
import { stripTags } from '../utils';

/** The first words of a rich text, for a list. */
export const excerptOf = (html: string, max: number) => excerpt(stripTags(html), max);
