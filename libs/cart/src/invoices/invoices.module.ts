import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CreditNotesModule } from '@shop/wallet';
import { CartCommandsModule } from '../commands/cart-commands.module';
import { CreditNoteIssuer } from './credit-note-issuer.service';
import { InvoiceBookModule } from './invoice-book.module';
import { InvoicesController } from './invoices.controller';

/** Invoices (PDF of paid carts) and credit notes (avoirs): their documents, numbers and routes; the wallet keeps the credit notes. */
@Module({
  imports: [AccountReadersModule, CartCommandsModule, CreditNotesModule, InvoiceBookModule],
  controllers: [InvoicesController],
  providers: [CreditNoteIssuer],
  exports: [InvoiceBookModule, CreditNoteIssuer],
})
export class InvoicesModule {}
