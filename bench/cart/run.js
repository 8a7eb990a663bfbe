#!/usr/bin/env node
/**
 * Cart benchmark: the event-sourced cart against the built API (production mode, seeded database),
 * and in the same run a bare Fastify route serving the same bytes as the cart read.
 * - GET  api/carts/{id}/?expand=… of a 10-line cart (read model + expansions);
 * - POST api/carts/products (read the stream, decide, append, price, project), spread over carts;
 * - PUT  api/cartlines/{id} (the same path for a quantity change), spread over carts.
 * Prints requests/s, p50 and p99 of each and the ratio to the bare route.
 *
 *   npm run build && npm run bench:cart
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench_cart), REDIS_URL, and those
 *      of bench/support (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_API_MAIN, BENCH_NODE_OPTIONS).
 */
const { connections, measure, report, run, session, withApi } = require('../support');

const EXPAND = 'expand=cart_lines,cart_lines.product,cart_lines.variant,shipments,shipments.options,voucher_usages,voucher_usages.voucher,billing_address,shipping_address';
/** Carts the write routes go round (one per connection: they seldom meet on a stream). */
const WRITE_CARTS = connections;

run(() =>
  withApi(
    { port: 3192, database: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_cart' },
    async ({ url: api, bare }) => {
      const { headers, call } = await session(api, 'lecteur@exemplaire.test', 'motdepasse');
      const books = (await call('GET', '/api/books/?published=true&limit=40')).results.filter((b) => !b.out_of_stock && !b.bookseller_only);
      if (books.length < 10) throw new Error(`the demo has ${books.length} books in stock, 10 are needed`);

      // The cart read: 10 lines, every expansion the checkout asks for.
      const big = await call('POST', '/api/carts/', {});
      for (const book of books.slice(0, 10)) await call('POST', '/api/carts/products', { cart: big.id, product: book.id, quantity: 1 });
      const readPath = `/api/carts/${big.id}/?${EXPAND}`;
      const sample = await (await fetch(api + readPath, { headers })).text();

      // The write routes: one cart per connection, each with one line to change.
      const writeCarts = [];
      for (let i = 0; i < WRITE_CARTS; i++) {
        const cart = await call('POST', '/api/carts/', {});
        const line = await call('POST', '/api/carts/products', { cart: cart.id, product: books[i % books.length].id, quantity: 1 });
        writeCarts.push({ cart: cart.id, line: line.id, product: books[i % books.length].id });
      }

      const bareUrl = await bare(3193, sample, 'bare-cart-body.json');
      let added = 0;
      let changed = 0;
      const rows = await measure([
        ['bare fastify (same bytes)', { url: bareUrl }],
        ['GET carts/{id} (10 lines)', { url: api + readPath, headers }],
        ['POST carts/products', {
          url: api,
          headers,
          requests: [{ method: 'POST', path: '/api/carts/products', setupRequest: (req) => {
            const c = writeCarts[added++ % writeCarts.length];
            return { ...req, body: JSON.stringify({ cart: c.cart, product: c.product, quantity: 1 }) };
          } }],
        }],
        ['PUT cartlines/{id}', {
          url: api,
          headers,
          requests: [{ method: 'PUT', setupRequest: (req) => {
            const round = Math.floor(changed / writeCarts.length);
            const c = writeCarts[changed++ % writeCarts.length];
            // Alternate 1 and 2 round after round: every call changes the quantity, so appends an event.
            return { ...req, path: `/api/cartlines/${c.line}`, body: JSON.stringify({ quantity: 1 + (round % 2), dedications: [] }) };
          } }],
        }],
      ]);
      report('Cart benchmark', 'cart', rows);
      console.log(`\nWrites went round ${writeCarts.length} carts of one line; errors are non-2xx answers (409: a stream changed under a request).`);
    },
  ),
);
