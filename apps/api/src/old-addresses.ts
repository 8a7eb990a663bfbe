import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The public pages addressed by a slug staff may change. */
export type RenamedKind = 'label' | 'book' | 'goodie' | 'author' | 'campaign';

/** The current slug of a record addressed by one it had before; null when the slug is current or unknown. */
export type CurrentSlugLookup = (kind: RenamedKind, oldSlug: string) => Promise<string | null>;

/** The pages under a label whose second part is a record's slug (French addresses and their English aliases). */
const RECORD_PAGES: { kind: Exclude<RenamedKind, 'label'>; pattern: RegExp }[] = [
  { kind: 'book', pattern: /^((?:libraire\/)?(?:librairie|bookshop|boutique)\/livre\/)([^/]+)(.*)$/ },
  { kind: 'goodie', pattern: /^((?:boutique|shop)\/produit\/)([^/]+)(.*)$/ },
  { kind: 'author', pattern: /^((?:auteurs|authors)\/)([^/]+)(.*)$/ },
  { kind: 'campaign', pattern: /^((?:financement-participatif|crowdfunding)\/)([^/]+)(.*)$/ },
];

/** Paths that are never a page of the SPA: the API, files, ops. */
const NOT_A_PAGE = /^\/(api|media|admin|metrics|health|assets)(\/|$)|\.[a-z0-9]+$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Where an old address of a page now lives, or null: a label or a record renamed by staff keeps
 * its old address working (the SPA's API calls answer old slugs too, but links shared elsewhere and
 * search engines need a permanent redirect to learn the new address).
 */
export async function currentAddress(path: string, currentSlug: CurrentSlugLookup): Promise<string | null> {
  if (NOT_A_PAGE.test(path)) return null;
  const [, label, rest = ''] = /^\/([^/]+)(?:\/(.*))?$/.exec(path) ?? [];
  if (!label || !SLUG.test(label)) return null;
  const newLabel = await currentSlug('label', label);
  let newRest = rest;
  for (const { kind, pattern } of RECORD_PAGES) {
    const match = pattern.exec(rest);
    if (!match || !SLUG.test(match[2])) continue;
    const renamed = await currentSlug(kind, match[2]);
    if (renamed) newRest = `${match[1]}${renamed}${match[3]}`;
    break;
  }
  if (newLabel === null && newRest === rest) return null;
  return `/${newLabel ?? label}${newRest ? `/${newRest}` : ''}`;
}

/**
 * Answers the old address of a renamed label or record with a 301 to the current one (the query
 * string kept), before the SPA's page is sent. A failed lookup never fails the page: the SPA still
 * finds the record by its old slug.
 */
export function registerOldAddressRedirects(fastify: FastifyInstance, currentSlug: CurrentSlugLookup): void {
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const queryAt = req.url.indexOf('?');
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    let target: string | null;
    try {
      target = await currentAddress(path, currentSlug);
    } catch (error) {
      req.log.warn({ err: error }, 'ancienne adresse non résolue');
      return;
    }
    if (target === null) return;
    return reply.redirect(target + (queryAt === -1 ? '' : req.url.slice(queryAt)), 301);
  });
}
