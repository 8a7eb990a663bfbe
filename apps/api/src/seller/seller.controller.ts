import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, rcsMention, type AppConfig } from '@shop/common';
import { friendlyFormatIBAN } from 'ibantools';
import { SellerResponse } from './seller.responses';

/**
 * The seller's identity for the SPA's legal pages, from the same configuration as the invoices and
 * the mails, so the site never states another seller than the documents.
 */
@ApiTags('Informations légales')
@Controller('api/seller')
export class SellerController {
  private readonly representation: SellerResponse;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { seller } = config;
    this.representation = {
      name: seller.name,
      legal_form: seller.legalForm,
      share_capital: Number(seller.shareCapital).toFixed(2),
      address: seller.address,
      siren: seller.siren,
      siret: seller.siret,
      rcs_city: seller.rcsCity,
      rcs: rcsMention(seller),
      vat_number: seller.vatNumber,
      publication_director: seller.publicationDirector,
      email: seller.email,
      phone: seller.phone,
      host: { ...seller.host },
      bank: { iban: friendlyFormatIBAN(seller.bank.iban) ?? seller.bank.iban, bic: seller.bank.bic },
    };
  }

  @Get()
  // Set at start, the same for everyone: shared caches may keep it a while.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Identité du vendeur (mentions légales, CGV, factures)' })
  @ApiOkResponse({ type: SellerResponse, description: 'L’identité du vendeur.' })
  identity(): SellerResponse {
    return this.representation;
  }
}
