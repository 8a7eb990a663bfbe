import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { InvoiceBook } from './invoice-book.service';

/** The numbered invoices alone, for the invoices' routes and the cart's payments: one instance per process. */
@Module({
  imports: [AccountReadersModule],
  providers: [InvoiceBook],
  exports: [InvoiceBook],
})
export class InvoiceBookModule {}
