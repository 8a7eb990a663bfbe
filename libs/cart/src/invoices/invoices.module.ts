import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CartCreditNotesModule } from './cart-credit-notes.module';
import { CreditNoteIssuer } from './credit-note-issuer.service';
import { InvoiceBook } from './invoice-book.service';
import { InvoicesController } from './invoices.controller';

/** Invoices (PDF of paid carts) and credit notes (avoirs): their documents, numbers and routes. */
@Module({
  imports: [AccountReadersModule, CartCreditNotesModule],
  controllers: [InvoicesController],
  providers: [InvoiceBook, CreditNoteIssuer],
  exports: [InvoiceBook],
})
export class InvoicesModule {}
