import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@shop/auth';
import { CatalogueReader } from '@shop/catalogue';
import { Actor } from '../api/cart-actor.decorator';
import { CartErrorsInterceptor } from '../api/cart-errors.interceptor';
import { AddProductCommand } from '../commands/add-product.handler';
import type { CartActor } from '../commands/cart-actor';
import { CreateCartCommand } from '../commands/create-cart.handler';
import { CART_MESSAGES, CartRefusal } from '../domain/cart-errors';
import { CartLookup } from '../queries/cart-lookup.service';
import { isRefused, parseQuickOrderLine, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES as M, quickOrderLines, type RefusedLine } from './quick-order-lines';
import { QuickOrderDto } from './quick-order.dto';
import { QuickOrderAddedResponse, QuickOrderResponse } from './quick-order.responses';

/** Refusals about the cart itself, not the line: the SPA unconfirms a confirmed cart and tries again. */
const CART_WIDE = new Set<string>([CART_MESSAGES.cartConfirmed, CART_MESSAGES.cartPaid]);

/** The first French message of a refusal: its `detail`, or its first field message. */
function reasonOf(refusal: CartRefusal): string {
  if (refusal.detail) return refusal.detail;
  const first = Object.values(refusal.errors ?? {}).flat()[0];
  return typeof first === 'string' ? first : refusal.message;
}

/**
 * Spec §6: a bookseller orders by a list of ISBNs pasted from a spreadsheet or a distributor's file.
 * Each line found in the catalogue is added through the cart's own command (every rule of the cart
 * applies: stock, pre-orders, quantities); the answer says what went in and what did not, and why.
 * Booksellers only (readers 403, anonymous 401).
 */
@ApiTags('Libraires : commande rapide')
@Controller('api/bookseller/quick-order')
@Roles('bookseller')
@UseInterceptors(CartErrorsInterceptor)
export class QuickOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly lookup: CartLookup,
    private readonly catalogue: CatalogueReader,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Commander par une liste d’ISBN',
    description: 'Une ligne « ISBN;quantité » par livre (200 au plus) ; chaque livre trouvé est ajouté au panier par la même commande qu’un ajout au panier.',
  })
  @ApiOkResponse({ type: QuickOrderResponse, description: 'Le panier, les lignes ajoutées et les lignes refusées avec leur raison.' })
  async order(@Actor() actor: CartActor, @Body() body: QuickOrderDto): Promise<QuickOrderResponse> {
    const lines = quickOrderLines(body.lines);
    if (lines.length === 0) throw CartRefusal.field('lines', M.empty);
    if (lines.length > QUICK_ORDER_MAX_LINES) throw CartRefusal.field('lines', M.tooManyLines(lines.length));
    const cartId = body.cart ?? (await this.currentCart(actor));
    const parsed = lines.map(parseQuickOrderLine);
    const books = await this.catalogue.booksByIsbn(parsed.flatMap((p) => (isRefused(p) ? [] : [p.isbn])));
    const added: QuickOrderAddedResponse[] = [];
    const refused: RefusedLine[] = [];
    for (const line of parsed) {
      if (isRefused(line)) {
        refused.push(line);
        continue;
      }
      const book = books.get(line.isbn);
      if (!book) {
        refused.push({ line: line.line, text: line.text, reason: M.unknownIsbn });
        continue;
      }
      try {
        await this.commands.execute(new AddProductCommand(actor, cartId, book.id, line.quantity, null));
        added.push({ line: line.line, isbn: line.isbn, title: book.name, quantity: line.quantity });
      } catch (error) {
        // A cart that is not the caller's (404), confirmed or paid refuses every line: the whole request is refused, as an addition would be.
        if (!(error instanceof CartRefusal) || error.status === 404 || CART_WIDE.has(error.detail ?? '')) throw error;
        refused.push({ line: line.line, text: line.text, reason: reasonOf(error) });
      }
    }
    return { cart: cartId, added, refused };
  }

  /** The bookseller's cart in progress, or a new one when there is none. */
  private async currentCart(actor: CartActor): Promise<string> {
    const current = actor.userId === null ? null : await this.lookup.currentCartOf(actor.userId);
    if (current) return current;
    const cart = (await this.commands.execute(new CreateCartCommand(actor, undefined))) as { id: string };
    return cart.id;
  }
}
