import { HttpException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { AccountReader } from '@shop/auth';
import { currentRequestId, DrfNotFound, enqueueInOutbox, QUEUES } from '@shop/common';
import { DataSource } from 'typeorm';
import { orderConfirmationMail } from '../commands/order-confirmation-mail';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';
import { withCurrentParcelShops } from '../projections/paid-pricing';

export const RESEND_MESSAGES = {
  notPaid: 'Cette commande n’est pas payée : elle n’a pas de confirmation à renvoyer.',
  noAccount: 'Cette commande n’a pas de compte client : il n’y a pas d’adresse où renvoyer sa confirmation.',
} as const;

/** What a resend did: the address the confirmation was written to. */
export interface ResentConfirmation {
  order: string;
  to: string;
}

/** Staff send a paid order's confirmation again (a customer who lost it, or whose mailbox refused it). */
export class ResendOrderConfirmationCommand extends Command<ResentConfirmation> {
  constructor(
    readonly cartId: string,
    readonly staffId: number,
  ) {
    super();
  }
}

/**
 * Writes the paid order's confirmation mail to the outbox again, to the account's address of today,
 * with the figures it was paid with (its stored pricing and invoice), and audits who asked. The
 * order itself does not change: no event, only the mail and the audit entry, in one transaction.
 */
@CommandHandler(ResendOrderConfirmationCommand)
export class ResendOrderConfirmationHandler implements ICommandHandler<ResendOrderConfirmationCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    private readonly audit: AuditTrail,
  ) {}

  execute({ cartId, staffId }: ResendOrderConfirmationCommand): Promise<ResentConfirmation> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: number; state: CartState; pricing: CartPricing | null; professional: boolean | null }[]>(
        `SELECT c.status, c.state, c.pricing, (i.document->'buyer'->>'professional')::boolean AS professional
           FROM carts c LEFT JOIN invoices i ON i.cart_id = c.id WHERE c.id = $1 AND c.state->>'mergedInto' IS NULL`,
        [cartId],
      );
      if (!row) throw new DrfNotFound();
      if (row.status !== 2 || !row.pricing) throw new HttpException({ detail: RESEND_MESSAGES.notPaid }, 400);
      const contact = row.state.ownerId === null ? null : await this.accounts.contact(row.state.ownerId, tx);
      if (!contact) throw new HttpException({ detail: RESEND_MESSAGES.noAccount }, 400);
      const mail = orderConfirmationMail(row.state, withCurrentParcelShops(row.pricing, row.state), contact.email, row.professional ?? false);
      await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: mail }, currentRequestId() ?? null);
      await this.audit.record(tx, {
        entity: 'order',
        entityId: cartId,
        action: 'confirmation_resent',
        actorId: staffId,
        changes: { confirmation_sent_to: { from: null, to: contact.email } },
      });
      return { order: cartId, to: contact.email };
    });
  }
}
