import { MigrationInterface, QueryRunner } from 'typeorm';

/** Catalogue (labels, authors, products, books, variants, attributes, events) and crowdfunding tables. */
export class CatalogueAndCrowdfunding1763762400000 implements MigrationInterface {
  name = 'CatalogueAndCrowdfunding1763762400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE labels (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        position int NOT NULL DEFAULT 0,
        catch_phrase text NOT NULL DEFAULT '',
        catch_lines text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        css text NOT NULL DEFAULT '',
        theme jsonb NOT NULL,
        global_message text,
        checkout_message text,
        facebook_page text,
        bluesky_page text,
        linkedin_page text,
        instagram_page text,
        feature_about boolean NOT NULL DEFAULT false,
        feature_projects boolean NOT NULL DEFAULT false,
        feature_library boolean NOT NULL DEFAULT false,
        feature_externals boolean NOT NULL DEFAULT false,
        feature_shop boolean NOT NULL DEFAULT false,
        feature_events boolean NOT NULL DEFAULT false,
        feature_authors boolean NOT NULL DEFAULT false,
        feature_cart boolean NOT NULL DEFAULT false,
        feature_bookseller boolean NOT NULL DEFAULT false,
        feature_crowdfunding boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE authors (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        label_id int NOT NULL REFERENCES labels(id),
        biography text NOT NULL DEFAULT '',
        biography_text text NOT NULL DEFAULT '',
        avatar text,
        banner text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX authors_label_idx ON authors(label_id);
      CREATE TABLE products (
        id serial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('book', 'goodie', 'compensation', 'giftcard')),
        slug text NOT NULL UNIQUE,
        label_id int NOT NULL REFERENCES labels(id),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        description_text text NOT NULL DEFAULT '',
        price_cents int NOT NULL CHECK (price_cents >= 0),
        vat_rate_bp int NOT NULL CHECK (vat_rate_bp IN (550, 2000)),
        locked_by_voucher boolean NOT NULL DEFAULT false,
        bookseller_only boolean NOT NULL DEFAULT false,
        out_of_stock boolean NOT NULL DEFAULT false,
        restocking_date date,
        author_id int REFERENCES authors(id),
        image text,
        images text[] NOT NULL DEFAULT '{}',
        position int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX products_label_type_idx ON products(label_id, type);
      CREATE INDEX products_author_idx ON products(author_id);
      CREATE TABLE books (
        product_id int PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        isbn text,
        nb_pages int,
        release date,
        publisher text,
        is_external boolean NOT NULL DEFAULT false,
        published boolean NOT NULL DEFAULT false
      );
      CREATE INDEX books_published_release_idx ON books(published, release);
      CREATE TABLE product_variants (
        id serial PRIMARY KEY,
        product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        name text NOT NULL,
        stock int NOT NULL DEFAULT 0,
        position int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX product_variants_product_idx ON product_variants(product_id);
      CREATE TABLE attribute_types (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL
      );
      CREATE TABLE attributes (
        id serial PRIMARY KEY,
        attribute_type_id int NOT NULL REFERENCES attribute_types(id) ON DELETE CASCADE,
        value text NOT NULL,
        position int NOT NULL DEFAULT 0,
        UNIQUE (attribute_type_id, value)
      );
      CREATE TABLE product_attributes (
        product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        attribute_id int NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, attribute_id)
      );
      CREATE TABLE variant_attributes (
        variant_id int NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
        attribute_id int NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
        PRIMARY KEY (variant_id, attribute_id)
      );
      CREATE TABLE product_links (
        product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        linked_product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, linked_product_id),
        CHECK (product_id <> linked_product_id)
      );
      CREATE TABLE events (
        id serial PRIMARY KEY,
        label_id int NOT NULL REFERENCES labels(id),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        location text NOT NULL DEFAULT '',
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        poster text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      );
      CREATE INDEX events_label_start_idx ON events(label_id, start_date);
      CREATE TABLE event_authors (
        event_id int NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        author_id int NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
        PRIMARY KEY (event_id, author_id)
      );

      CREATE TABLE crowdfundings (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        label_id int NOT NULL REFERENCES labels(id),
        author_id int REFERENCES authors(id),
        book_id int REFERENCES products(id),
        video text,
        cover text,
        description text NOT NULL DEFAULT '',
        description_text text NOT NULL DEFAULT '',
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        release_date date,
        goal_type smallint NOT NULL CHECK (goal_type IN (1, 2)),
        goal int NOT NULL CHECK (goal > 0),
        christmas boolean NOT NULL DEFAULT false,
        disabled boolean NOT NULL DEFAULT false,
        public boolean NOT NULL DEFAULT true,
        facebook_pixel_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date > start_date)
      );
      CREATE INDEX crowdfundings_label_start_idx ON crowdfundings(label_id, start_date DESC);
      CREATE TABLE compensations (
        product_id int PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        crowdfunding_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        limited boolean NOT NULL DEFAULT false,
        limited_quantity int CHECK (limited_quantity IS NULL OR limited_quantity >= 0),
        release_date date,
        dedication boolean NOT NULL DEFAULT false,
        donation boolean NOT NULL DEFAULT false,
        books_count int NOT NULL DEFAULT 0,
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX compensations_crowdfunding_idx ON compensations(crowdfunding_id);
      CREATE TABLE crowdfunding_news (
        id serial PRIMARY KEY,
        crowdfunding_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        subject text NOT NULL,
        date timestamptz NOT NULL,
        content text NOT NULL
      );
      CREATE INDEX crowdfunding_news_cf_idx ON crowdfunding_news(crowdfunding_id, date DESC);
      CREATE TABLE crowdfunding_faqs (
        id serial PRIMARY KEY,
        crowdfunding_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        question text NOT NULL,
        response text NOT NULL,
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX crowdfunding_faqs_cf_idx ON crowdfunding_faqs(crowdfunding_id, position);
      CREATE TABLE contributions (
        id serial PRIMARY KEY,
        crowdfunding_id int NOT NULL REFERENCES crowdfundings(id) ON DELETE CASCADE,
        user_id int,
        cart_id int,
        nickname text NOT NULL,
        amount_cents int NOT NULL CHECK (amount_cents >= 100),
        comment text NOT NULL DEFAULT '',
        hidden boolean NOT NULL DEFAULT false,
        display_amount boolean NOT NULL DEFAULT true,
        display_nickname boolean NOT NULL DEFAULT true,
        unsubscribed boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contributions_cf_created_idx ON contributions(crowdfunding_id, created_at DESC);
      CREATE TABLE contribution_rewards (
        id serial PRIMARY KEY,
        contribution_id int NOT NULL REFERENCES contributions(id) ON DELETE CASCADE,
        compensation_id int NOT NULL REFERENCES compensations(product_id),
        variant_id int REFERENCES product_variants(id),
        quantity int NOT NULL CHECK (quantity >= 1)
      );
      CREATE INDEX contribution_rewards_contribution_idx ON contribution_rewards(contribution_id);
      CREATE INDEX contribution_rewards_compensation_idx ON contribution_rewards(compensation_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE contribution_rewards, contributions, crowdfunding_faqs, crowdfunding_news, compensations, crowdfundings,
        event_authors, events, product_links, variant_attributes, product_attributes, attributes, attribute_types,
        product_variants, books, products, authors, labels;
    `);
  }
}
