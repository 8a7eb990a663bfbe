import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many orders staff's list holds, per status, kept by a trigger instead of counted on each
 * page: counting 200,000 carts took 35 ms of one core per page, which no index avoids. Each count
 * is spread over 16 rows (by the cart's id), so that carts created at once rarely wait for one
 * another's row; a read sums them. Merged carts (an order of none) are left out, as the list leaves
 * them out.
 */
export class StaffOrderCounts1763920600000 implements MigrationInterface {
  name = 'StaffOrderCounts1763920600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_order_counts (
        status smallint NOT NULL,
        slot smallint NOT NULL,
        carts bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (status, slot)
      );

      CREATE FUNCTION staff_order_counts_add(status smallint, cart uuid, delta int) RETURNS void LANGUAGE sql AS $$
        INSERT INTO staff_order_counts AS c (status, slot, carts) VALUES (status, abs(hashtext(cart::text)) % 16, delta)
        ON CONFLICT (status, slot) DO UPDATE SET carts = c.carts + EXCLUDED.carts;
      $$;

      CREATE FUNCTION staff_order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was_counted boolean := TG_OP <> 'INSERT' AND (OLD.state->>'mergedInto') IS NULL;
        is_counted boolean := TG_OP <> 'DELETE' AND (NEW.state->>'mergedInto') IS NULL;
      BEGIN
        -- Most updates change neither: nothing to write, no row to wait for.
        IF TG_OP = 'UPDATE' AND was_counted = is_counted AND OLD.status = NEW.status THEN
          RETURN NULL;
        END IF;
        IF was_counted THEN PERFORM staff_order_counts_add(OLD.status, OLD.id, -1); END IF;
        IF is_counted THEN PERFORM staff_order_counts_add(NEW.status, NEW.id, 1); END IF;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER staff_order_counts AFTER INSERT OR UPDATE OR DELETE ON carts FOR EACH ROW EXECUTE FUNCTION staff_order_counts_follow();

      -- Counted again from the carts (this migration, and a bulk load made without triggers).
      CREATE FUNCTION staff_order_counts_recount() RETURNS void LANGUAGE sql AS $$
        DELETE FROM staff_order_counts;
        INSERT INTO staff_order_counts (status, slot, carts)
          SELECT status, abs(hashtext(id::text)) % 16, count(*) FROM carts WHERE (state->>'mergedInto') IS NULL GROUP BY 1, 2;
      $$;
      SELECT staff_order_counts_recount();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER staff_order_counts ON carts;
      DROP FUNCTION staff_order_counts_follow();
      DROP FUNCTION staff_order_counts_add(smallint, uuid, int);
      DROP FUNCTION staff_order_counts_recount();
      DROP TABLE staff_order_counts;
    `);
  }
}
