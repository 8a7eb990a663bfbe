import { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns of a search document, in one order for the view, the table and the upserts. */
const COLUMNS = ['kind', 'record_id', 'label_id', 'label_slug', 'label_name', 'slug', 'title', 'subtitle', 'isbn', 'image', 'starts_at', 'ends_at', 'title_key', 'body'];
const LIST = COLUMNS.join(', ');
const REFRESHED = COLUMNS.slice(2)
  .map((column) => `${column} = EXCLUDED.${column}`)
  .join(', ');
/** An upsert that leaves a row alone when nothing it holds changed (no dead tuple, no index entry for a staff save that touched nothing searched). */
const UPSERT = `ON CONFLICT (kind, record_id) DO UPDATE SET ${REFRESHED}
  WHERE (${COLUMNS.slice(2)
    .map((column) => `search_documents.${column}`)
    .join(', ')}) IS DISTINCT FROM (${COLUMNS.slice(2)
    .map((column) => `EXCLUDED.${column}`)
    .join(', ')})`;

/**
 * The public search (`GET api/search/`): one row per thing a visitor can find (a book, a goodie or
 * gift card, an author, a campaign, an upcoming event), of every label, in `search_documents`.
 *
 * - What a row holds is what the results show (title, label, the people or place under it, the
 *   picture) and what is searched: `body`, a French `tsvector` of the unaccented title (weight A),
 *   the people (B: the author of a book or campaign, the authors at an event) and a few facts (C:
 *   the publisher, the place); `title_key`, the title lower-cased without accents or punctuation,
 *   compared whole (an exact title comes first) and by trigrams (a misspelt title is still found);
 *   `isbn`, its digits. Descriptions are left out on purpose: a word of a blurb would bring
 *   hundreds of books before the title a visitor means.
 * - Only what a visitor may open is there: no draft, no booksellers' product, no private campaign,
 *   nothing whose page the label's feature switches close. Events are kept until they end; the
 *   query leaves out the ended ones (time moves without a write).
 * - It stays fresh by triggers, in the writer's transaction, like the catalogue's cards: a change
 *   of a row a document is made of upserts the documents it touches from `search_sources` (the
 *   view that says what a document is), or deletes those no longer visible. A label's switches or
 *   name refresh its documents; an author's name refreshes their books, campaigns and events.
 *   `search_documents_rebuild()` writes them all again (the scale data set loads with the triggers
 *   off, then calls it).
 * - `unaccent` is only stable (its dictionary could change under an index); `search_unaccent`
 *   names the dictionary and is declared immutable, as PostgreSQL's documentation suggests for
 *   indexes. Catalogue edits are rare and searches many: the GIN indexes write through
 *   (`fastupdate = off`), so no search ever reads a pending list (see 1763920700000).
 */
export class PublicSearch1763921300000 implements MigrationInterface {
  name = 'PublicSearch1763921300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE EXTENSION IF NOT EXISTS unaccent;
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE FUNCTION search_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

      -- A title as compared: lower case, no accent, words separated by one space (« L’Œuvre » → « l oeuvre »).
      CREATE FUNCTION search_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT btrim(regexp_replace(lower(search_unaccent($1)), '[^[:alnum:]]+', ' ', 'g')) $$;

      -- French words of a text, unaccented. « les » is missing from PostgreSQL's French stop words and
      -- stems to « le »: left in, a visitor typing « le » would match every « Les … » of the catalogue.
      CREATE FUNCTION search_french(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT to_tsvector('french', regexp_replace(search_unaccent(coalesce($1, '')), '\\mles\\M', ' ', 'gi')) $$;

      CREATE FUNCTION search_vector(title text, people text, facts text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT setweight(search_french(title), 'A') || setweight(search_french(people), 'B') || setweight(search_french(facts), 'C') $$;

      CREATE TABLE search_documents (
        kind text NOT NULL CHECK (kind IN ('book', 'goodie', 'author', 'campaign', 'event')),
        record_id int NOT NULL,
        label_id int NOT NULL,
        label_slug text NOT NULL,
        label_name text NOT NULL,
        slug text NOT NULL,
        title text NOT NULL,
        subtitle text,
        isbn text,
        image text,
        starts_at timestamptz,
        ends_at timestamptz,
        title_key text NOT NULL,
        body tsvector NOT NULL,
        PRIMARY KEY (kind, record_id)
      );
      CREATE INDEX search_documents_body_idx ON search_documents USING gin (body) WITH (fastupdate = off);
      CREATE INDEX search_documents_title_trgm_idx ON search_documents USING gin (title_key gin_trgm_ops) WITH (fastupdate = off);
      -- Titles in byte order: the titles starting with a text are a range of it, the text itself first.
      CREATE INDEX search_documents_title_key_idx ON search_documents ((title_key COLLATE "C"));
      CREATE INDEX search_documents_isbn_idx ON search_documents ((isbn COLLATE "C")) WHERE isbn IS NOT NULL;
      CREATE INDEX search_documents_label_idx ON search_documents (label_id);

      -- Every word of the titles and names, as typed without accents: a misspelt word of a query is
      -- looked up here by trigrams (« satelite » → « satellite ») when the words as typed find nothing.
      -- Words are only added: one left by a renamed title costs a spelling that finds nothing.
      CREATE TABLE search_words (word text PRIMARY KEY);
      CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);

      CREATE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT word FROM unnest(string_to_array(NEW.title_key || ' ' || coalesce(search_key(NEW.subtitle), ''), ' ')) AS word
         WHERE length(word) >= 3
        ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER search_words_documents AFTER INSERT OR UPDATE OF title_key, subtitle ON search_documents FOR EACH ROW EXECUTE FUNCTION search_words_follow();

      -- What each document is, read from the catalogue and the campaigns: the one definition the triggers and the rebuild share.
      CREATE VIEW search_sources AS
        SELECT 'book'::text AS kind, p.id AS record_id, p.label_id, l.slug AS label_slug, l.name AS label_name, p.slug, p.name AS title,
               a.name AS subtitle, nullif(regexp_replace(upper(coalesce(b.isbn, '')), '[^0-9X]', '', 'g'), '') AS isbn, p.image,
               NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at, search_key(p.name) AS title_key, search_vector(p.name, a.name, b.publisher) AS body
          FROM products p JOIN labels l ON l.id = p.label_id
          LEFT JOIN books b ON b.product_id = p.id
          LEFT JOIN authors a ON a.id = p.author_id
         WHERE p.type = 'book' AND NOT p.draft AND NOT p.bookseller_only AND l.feature_library
        UNION ALL
        SELECT 'goodie', p.id, p.label_id, l.slug, l.name, p.slug, p.name, a.name, NULL, p.image, NULL, NULL, search_key(p.name), search_vector(p.name, a.name, NULL)
          FROM products p JOIN labels l ON l.id = p.label_id
          LEFT JOIN authors a ON a.id = p.author_id
         WHERE p.type IN ('goodie', 'giftcard') AND NOT p.draft AND NOT p.bookseller_only AND l.feature_shop
        UNION ALL
        SELECT 'author', a.id, a.label_id, l.slug, l.name, a.slug, a.name, NULL, NULL, a.avatar, NULL, NULL, search_key(a.name), search_vector(a.name, NULL, NULL)
          FROM authors a JOIN labels l ON l.id = a.label_id
         WHERE l.feature_authors
        UNION ALL
        SELECT 'campaign', c.id, c.label_id, l.slug, l.name, c.slug, c.title, a.name, NULL, c.cover, NULL, NULL, search_key(c.title), search_vector(c.title, a.name, NULL)
          FROM crowdfundings c JOIN labels l ON l.id = c.label_id
          LEFT JOIN authors a ON a.id = c.author_id
         WHERE NOT c.draft AND c.public AND l.feature_crowdfunding
        UNION ALL
        SELECT 'event', e.id, e.label_id, l.slug, l.name, e.slug, e.title, nullif(e.location, ''), NULL, e.poster, e.start_date, e.end_date, search_key(e.title),
               search_vector(e.title, (SELECT string_agg(a.name, ' ' ORDER BY a.name) FROM event_authors ea JOIN authors a ON a.id = ea.author_id WHERE ea.event_id = e.id), e.location)
          FROM events e JOIN labels l ON l.id = e.label_id
         WHERE l.feature_events;

      -- The documents of one kind and these ids as their sources say now: upserted, or deleted when no longer visible.
      CREATE FUNCTION search_documents_refresh(doc_kind text, ids int[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_documents d
         WHERE d.kind = doc_kind AND d.record_id = ANY(ids)
           AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = doc_kind AND s.record_id = d.record_id);
        INSERT INTO search_documents (${LIST})
        SELECT ${LIST} FROM search_sources WHERE kind = doc_kind AND record_id = ANY(ids)
        ${UPSERT};
      $$;

      -- Every document of a label (its slug, name or feature switches changed).
      CREATE FUNCTION search_documents_refresh_label(label int) RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_documents d
         WHERE d.label_id = label
           AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = d.kind AND s.record_id = d.record_id AND s.label_id = label);
        INSERT INTO search_documents (${LIST})
        SELECT ${LIST} FROM search_sources WHERE label_id = label
        ${UPSERT};
      $$;

      CREATE FUNCTION search_documents_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_documents;
        DELETE FROM search_words;
        INSERT INTO search_documents (${LIST}) SELECT ${LIST} FROM search_sources;
      $$;

      -- Which documents a row change touches.
      CREATE FUNCTION search_documents_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rec record := coalesce(NEW, OLD);
      BEGIN
        CASE TG_TABLE_NAME
          WHEN 'products' THEN
            -- A product's type may change: both kinds a product can be are looked at.
            PERFORM search_documents_refresh('book', ARRAY[rec.id]);
            PERFORM search_documents_refresh('goodie', ARRAY[rec.id]);
          WHEN 'books' THEN
            PERFORM search_documents_refresh('book', ARRAY[rec.product_id]);
            IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
              PERFORM search_documents_refresh('book', ARRAY[OLD.product_id]);
            END IF;
          WHEN 'authors' THEN
            PERFORM search_documents_refresh('author', ARRAY[rec.id]);
            IF TG_OP <> 'INSERT' THEN
              -- The name shows under their books, goodies and campaigns, and is searched at their events.
              PERFORM search_documents_refresh('book', ARRAY(SELECT id FROM products WHERE author_id = rec.id AND type = 'book'));
              PERFORM search_documents_refresh('goodie', ARRAY(SELECT id FROM products WHERE author_id = rec.id AND type <> 'book'));
              PERFORM search_documents_refresh('campaign', ARRAY(SELECT id FROM crowdfundings WHERE author_id = rec.id));
              PERFORM search_documents_refresh('event', ARRAY(SELECT event_id FROM event_authors WHERE author_id = rec.id));
            END IF;
          WHEN 'labels' THEN
            PERFORM search_documents_refresh_label(rec.id);
          WHEN 'crowdfundings' THEN
            PERFORM search_documents_refresh('campaign', ARRAY[rec.id]);
          WHEN 'events' THEN
            PERFORM search_documents_refresh('event', ARRAY[rec.id]);
          WHEN 'event_authors' THEN
            PERFORM search_documents_refresh('event', ARRAY[rec.event_id]);
            IF TG_OP = 'UPDATE' AND OLD.event_id <> NEW.event_id THEN
              PERFORM search_documents_refresh('event', ARRAY[OLD.event_id]);
            END IF;
        END CASE;
        RETURN NULL;
      END
      $$;

      -- Only the columns a document is made of: a stock change or a version bump refreshes nothing.
      CREATE TRIGGER search_documents_products AFTER INSERT OR DELETE OR UPDATE OF type, slug, label_id, name, draft, bookseller_only, author_id, image
        ON products FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_books AFTER INSERT OR DELETE OR UPDATE OF product_id, isbn, publisher
        ON books FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_authors AFTER INSERT OR DELETE OR UPDATE OF slug, name, label_id, avatar
        ON authors FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_labels AFTER UPDATE OF slug, name, feature_library, feature_shop, feature_authors, feature_events, feature_crowdfunding
        ON labels FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_crowdfundings AFTER INSERT OR DELETE OR UPDATE OF slug, title, label_id, author_id, cover, draft, public
        ON crowdfundings FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_events AFTER INSERT OR DELETE OR UPDATE OF slug, title, label_id, location, poster, start_date, end_date
        ON events FOR EACH ROW EXECUTE FUNCTION search_documents_follow();
      CREATE TRIGGER search_documents_event_authors AFTER INSERT OR DELETE OR UPDATE
        ON event_authors FOR EACH ROW EXECUTE FUNCTION search_documents_follow();

      SELECT search_documents_rebuild();
      ANALYZE search_documents, search_words;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER search_documents_event_authors ON event_authors;
      DROP TRIGGER search_documents_events ON events;
      DROP TRIGGER search_documents_crowdfundings ON crowdfundings;
      DROP TRIGGER search_documents_labels ON labels;
      DROP TRIGGER search_documents_authors ON authors;
      DROP TRIGGER search_documents_books ON books;
      DROP TRIGGER search_documents_products ON products;
      DROP FUNCTION search_documents_follow(), search_documents_rebuild(), search_documents_refresh_label(int), search_documents_refresh(text, int[]);
      DROP VIEW search_sources;
      DROP TRIGGER search_words_documents ON search_documents;
      DROP FUNCTION search_words_follow();
      DROP TABLE search_words, search_documents;
      DROP FUNCTION search_vector(text, text, text), search_french(text), search_key(text), search_unaccent(text);
    `);
  }
}
