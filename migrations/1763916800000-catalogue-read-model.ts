import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's read model: rows shaped for the public pages, so that a list or a detail is one
 * indexed query rather than a graph of them.
 *
 * - `catalogue_product_cards`: each product's public representation (list and detail, with its book
 *   fields flattened for `books/`), media links relative. `campaign_cards`: each campaign's, without
 *   its figures and its clock-dependent fields. Their JSON is written by the API (the serializers are
 *   TypeScript): triggers on every table a representation is made of mark the rows it changes as
 *   `stale` in the writer's transaction, and the API writes them again (at start, or on the read
 *   that finds them stale, under a row lock that a later change waits for).
 * - `campaign_stats` and `campaign_reward_stats`: the public figures of each campaign (amount,
 *   backers, visible contributions, books) and the units of each reward taken, counted again by
 *   triggers in the transaction that pays, refunds or changes a contribution or a reward, instead
 *   of on every read. Backfilled here from the existing contributions.
 */
export class CatalogueReadModel1763916800000 implements MigrationInterface {
  name = 'CatalogueReadModel1763916800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_product_cards (
        product_id int PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        stale boolean NOT NULL DEFAULT true,
        version int NOT NULL DEFAULT 0,
        product_json text,
        book_json text,
        refreshed_at timestamptz
      );
      CREATE INDEX catalogue_product_cards_stale_idx ON catalogue_product_cards(product_id) WHERE stale;
      INSERT INTO catalogue_product_cards (product_id) SELECT id FROM products;

      CREATE FUNCTION catalogue_cards_mark_stale(ids int[]) RETURNS void LANGUAGE sql AS $$
        UPDATE catalogue_product_cards SET stale = true WHERE product_id = ANY(ids);
      $$;

      -- Which products' representations a row change touches.
      CREATE FUNCTION catalogue_cards_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rec record := coalesce(NEW, OLD);
      BEGIN
        CASE TG_TABLE_NAME
          WHEN 'products' THEN
            IF TG_OP = 'INSERT' THEN
              INSERT INTO catalogue_product_cards (product_id) VALUES (NEW.id) ON CONFLICT (product_id) DO UPDATE SET stale = true;
            ELSE
              PERFORM catalogue_cards_mark_stale(ARRAY[NEW.id]);
              -- A draft is linked from nowhere public: the products linking to it change with it.
              IF OLD.draft IS DISTINCT FROM NEW.draft THEN
                PERFORM catalogue_cards_mark_stale(ARRAY(SELECT product_id FROM product_links WHERE linked_product_id = NEW.id));
              END IF;
            END IF;
          WHEN 'books', 'product_variants', 'product_attributes', 'product_links' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY[rec.product_id]);
            IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
              PERFORM catalogue_cards_mark_stale(ARRAY[OLD.product_id]);
            END IF;
          WHEN 'variant_attributes' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY(SELECT product_id FROM product_variants WHERE id = rec.variant_id));
          WHEN 'attributes' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY(
              SELECT product_id FROM product_attributes WHERE attribute_id = rec.id
              UNION SELECT v.product_id FROM variant_attributes va JOIN product_variants v ON v.id = va.variant_id WHERE va.attribute_id = rec.id));
          WHEN 'attribute_types' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY(
              SELECT pa.product_id FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id WHERE a.attribute_type_id = rec.id));
          WHEN 'authors' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY(SELECT id FROM products WHERE author_id = rec.id));
          WHEN 'labels' THEN
            PERFORM catalogue_cards_mark_stale(ARRAY(SELECT id FROM products WHERE label_id = rec.id));
        END CASE;
        RETURN NULL;
      END
      $$;

      CREATE TRIGGER catalogue_cards_products AFTER INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_books AFTER INSERT OR UPDATE OR DELETE ON books FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_variants AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_product_attributes AFTER INSERT OR UPDATE OR DELETE ON product_attributes FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_variant_attributes AFTER INSERT OR UPDATE OR DELETE ON variant_attributes FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_links AFTER INSERT OR UPDATE OR DELETE ON product_links FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_attributes AFTER UPDATE ON attributes FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_attribute_types AFTER UPDATE ON attribute_types FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_authors AFTER UPDATE ON authors FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();
      CREATE TRIGGER catalogue_cards_labels AFTER UPDATE OF slug ON labels FOR EACH ROW EXECUTE FUNCTION catalogue_cards_follow();

      CREATE TABLE campaign_cards (
        crowdfunding_id int PRIMARY KEY REFERENCES crowdfundings(id) ON DELETE CASCADE,
        stale boolean NOT NULL DEFAULT true,
        version int NOT NULL DEFAULT 0,
        json text,
        refreshed_at timestamptz
      );
      CREATE INDEX campaign_cards_stale_idx ON campaign_cards(crowdfunding_id) WHERE stale;
      INSERT INTO campaign_cards (crowdfunding_id) SELECT id FROM crowdfundings;

      CREATE FUNCTION campaign_cards_mark_stale(ids int[]) RETURNS void LANGUAGE sql AS $$
        UPDATE campaign_cards SET stale = true WHERE crowdfunding_id = ANY(ids);
      $$;

      CREATE FUNCTION campaign_cards_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rec record := coalesce(NEW, OLD);
      BEGIN
        CASE TG_TABLE_NAME
          WHEN 'crowdfundings' THEN
            IF TG_OP = 'INSERT' THEN
              INSERT INTO campaign_cards (crowdfunding_id) VALUES (NEW.id) ON CONFLICT (crowdfunding_id) DO UPDATE SET stale = true;
            ELSE
              PERFORM campaign_cards_mark_stale(ARRAY[NEW.id]);
            END IF;
          WHEN 'crowdfunding_news', 'crowdfunding_faqs', 'compensations' THEN
            PERFORM campaign_cards_mark_stale(ARRAY[rec.crowdfunding_id]);
            IF TG_OP = 'UPDATE' AND OLD.crowdfunding_id <> NEW.crowdfunding_id THEN
              PERFORM campaign_cards_mark_stale(ARRAY[OLD.crowdfunding_id]);
            END IF;
          WHEN 'authors' THEN
            PERFORM campaign_cards_mark_stale(ARRAY(SELECT id FROM crowdfundings WHERE author_id = rec.id));
          WHEN 'labels' THEN
            PERFORM campaign_cards_mark_stale(ARRAY(SELECT id FROM crowdfundings WHERE label_id = rec.id));
          WHEN 'products' THEN
            PERFORM campaign_cards_mark_stale(ARRAY(SELECT id FROM crowdfundings WHERE book_id = rec.id));
        END CASE;
        RETURN NULL;
      END
      $$;

      CREATE TRIGGER campaign_cards_crowdfundings AFTER INSERT OR UPDATE ON crowdfundings FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_news AFTER INSERT OR UPDATE OR DELETE ON crowdfunding_news FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_faqs AFTER INSERT OR UPDATE OR DELETE ON crowdfunding_faqs FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_compensations AFTER INSERT OR UPDATE OR DELETE ON compensations FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_authors AFTER UPDATE ON authors FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_labels AFTER UPDATE OF slug ON labels FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();
      CREATE TRIGGER campaign_cards_books AFTER UPDATE OF slug ON products FOR EACH ROW EXECUTE FUNCTION campaign_cards_follow();

      CREATE TABLE campaign_stats (
        crowdfunding_id int PRIMARY KEY REFERENCES crowdfundings(id) ON DELETE CASCADE,
        collected_cents bigint NOT NULL DEFAULT 0,
        contributors int NOT NULL DEFAULT 0,
        visible_contributions int NOT NULL DEFAULT 0,
        books_sold int NOT NULL DEFAULT 0
      );
      CREATE TABLE campaign_reward_stats (
        compensation_id int PRIMARY KEY REFERENCES compensations(product_id) ON DELETE CASCADE,
        crowdfunding_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        ordered int NOT NULL DEFAULT 0
      );

      -- Counts a campaign's paid contributions again, refunded ones left out (as the public statistics show them).
      CREATE FUNCTION campaign_stats_count(cf int) RETURNS void LANGUAGE sql AS $$
        INSERT INTO campaign_stats (crowdfunding_id, collected_cents, contributors, visible_contributions, books_sold)
        SELECT cf, coalesce(sum(c.amount_cents), 0),
               count(DISTINCT coalesce('u' || c.user_id, 'c' || c.id)),
               count(*) FILTER (WHERE NOT c.hidden),
               coalesce(sum(b.books), 0)
          FROM contributions c
          LEFT JOIN LATERAL (
            SELECT sum(r.quantity * k.books_count) AS books
              FROM contribution_rewards r JOIN compensations k ON k.product_id = r.compensation_id
             WHERE r.contribution_id = c.id
          ) b ON true
         WHERE c.crowdfunding_id = cf AND c.refunded_at IS NULL
        HAVING EXISTS (SELECT 1 FROM crowdfundings WHERE id = cf)
        ON CONFLICT (crowdfunding_id) DO UPDATE SET
          collected_cents = EXCLUDED.collected_cents, contributors = EXCLUDED.contributors,
          visible_contributions = EXCLUDED.visible_contributions, books_sold = EXCLUDED.books_sold;
        INSERT INTO campaign_reward_stats (compensation_id, crowdfunding_id, ordered)
        SELECT k.product_id, k.crowdfunding_id,
               coalesce((SELECT sum(r.quantity) FROM contribution_rewards r JOIN contributions c ON c.id = r.contribution_id
                          WHERE r.compensation_id = k.product_id AND c.refunded_at IS NULL), 0)
          FROM compensations k WHERE k.crowdfunding_id = cf AND EXISTS (SELECT 1 FROM crowdfundings WHERE id = cf)
        ON CONFLICT (compensation_id) DO UPDATE SET crowdfunding_id = EXCLUDED.crowdfunding_id, ordered = EXCLUDED.ordered;
      $$;

      CREATE FUNCTION campaign_stats_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rec record := coalesce(NEW, OLD);
      BEGIN
        CASE TG_TABLE_NAME
          WHEN 'contributions', 'compensations' THEN
            PERFORM campaign_stats_count(rec.crowdfunding_id);
            IF TG_OP = 'UPDATE' AND OLD.crowdfunding_id <> NEW.crowdfunding_id THEN
              PERFORM campaign_stats_count(OLD.crowdfunding_id);
            END IF;
          WHEN 'contribution_rewards' THEN
            PERFORM campaign_stats_count(cf.id) FROM crowdfundings cf
              WHERE cf.id IN (SELECT crowdfunding_id FROM contributions WHERE id = rec.contribution_id
                              UNION SELECT crowdfunding_id FROM compensations WHERE product_id = rec.compensation_id);
        END CASE;
        RETURN NULL;
      END
      $$;

      -- Only the columns the figures are made of: a comment or a display preference counts nothing again.
      CREATE TRIGGER campaign_stats_contributions AFTER INSERT OR DELETE OR UPDATE OF crowdfunding_id, user_id, amount_cents, hidden, refunded_at
        ON contributions FOR EACH ROW EXECUTE FUNCTION campaign_stats_follow();
      CREATE TRIGGER campaign_stats_rewards AFTER INSERT OR DELETE OR UPDATE OF contribution_id, compensation_id, quantity
        ON contribution_rewards FOR EACH ROW EXECUTE FUNCTION campaign_stats_follow();
      CREATE TRIGGER campaign_stats_compensations AFTER INSERT OR UPDATE OF crowdfunding_id, books_count
        ON compensations FOR EACH ROW EXECUTE FUNCTION campaign_stats_follow();

      SELECT campaign_stats_count(id) FROM crowdfundings;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER campaign_stats_compensations ON compensations;
      DROP TRIGGER campaign_stats_rewards ON contribution_rewards;
      DROP TRIGGER campaign_stats_contributions ON contributions;
      DROP FUNCTION campaign_stats_follow(), campaign_stats_count(int);
      DROP TABLE campaign_reward_stats, campaign_stats;
      DROP TRIGGER campaign_cards_books ON products;
      DROP TRIGGER campaign_cards_labels ON labels;
      DROP TRIGGER campaign_cards_authors ON authors;
      DROP TRIGGER campaign_cards_compensations ON compensations;
      DROP TRIGGER campaign_cards_faqs ON crowdfunding_faqs;
      DROP TRIGGER campaign_cards_news ON crowdfunding_news;
      DROP TRIGGER campaign_cards_crowdfundings ON crowdfundings;
      DROP FUNCTION campaign_cards_follow(), campaign_cards_mark_stale(int[]);
      DROP TABLE campaign_cards;
      DROP TRIGGER catalogue_cards_labels ON labels;
      DROP TRIGGER catalogue_cards_authors ON authors;
      DROP TRIGGER catalogue_cards_attribute_types ON attribute_types;
      DROP TRIGGER catalogue_cards_attributes ON attributes;
      DROP TRIGGER catalogue_cards_links ON product_links;
      DROP TRIGGER catalogue_cards_variant_attributes ON variant_attributes;
      DROP TRIGGER catalogue_cards_product_attributes ON product_attributes;
      DROP TRIGGER catalogue_cards_variants ON product_variants;
      DROP TRIGGER catalogue_cards_books ON books;
      DROP TRIGGER catalogue_cards_products ON products;
      DROP FUNCTION catalogue_cards_follow(), catalogue_cards_mark_stale(int[]);
      DROP TABLE catalogue_product_cards;
    `);
  }
}
