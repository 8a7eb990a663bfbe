import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CreditNotesModule } from '@shop/wallet';
import { CreditNoteIssuer } from './credit-note-issuer.service';
import { InvoiceBook } from './invoice-book.service';
import { InvoicesController } from './invoices.controller';

/** Invoices (PDF of paid carts) and credit notes (avoirs): their documents, numbers and routes; the wallet keeps the credit notes. */
@Module({
  imports: [AccountReadersModule, CreditNotesModule],
  controllers: [InvoicesController],
  providers: [InvoiceBook, CreditNoteIssuer],
  exports: [InvoiceBook],
})
export class InvoicesModule {}
