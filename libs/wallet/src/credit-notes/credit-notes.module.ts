import { Module } from '@nestjs/common';
import { CreditNoteLedger } from './credit-note-ledger';
import { CreditNoteReader } from './credit-note-reader.service';

/** Credit notes as holdings: kept for the issuer (the cart's invoices), read by their owners and by the profile. */
@Module({
  providers: [CreditNoteReader, CreditNoteLedger],
  exports: [CreditNoteReader, CreditNoteLedger],
})
export class CreditNotesModule {}
