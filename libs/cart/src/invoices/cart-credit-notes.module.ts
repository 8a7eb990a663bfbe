import { Module } from '@nestjs/common';
import { CreditNoteReader } from './credit-note-reader.service';

/** The credit-notes reader other modules may import (accounts show the usable total on the profile). */
@Module({
  providers: [CreditNoteReader],
  exports: [CreditNoteReader],
})
export class CartCreditNotesModule {}
