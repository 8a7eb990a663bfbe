import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query, Req as RawReq, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '@shop/auth';
import { CatalogueReader } from '@shop/catalogue';
import { APP_CONFIG, ApiFileResponse, ApiPageOf, parseListQuery, Req, RequestInfo, requestIdOf, type AppConfig } from '@shop/common';
import type { FastifyReply } from 'fastify';
import { CartErrorsInterceptor } from '../api/cart-errors.interceptor';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { ParcelDispatch, type Dispatcher } from './parcel-dispatch.service';
import { renderPackingSlipPdf } from './packing-slip-pdf';
import { ParcelsReader, STAFF_PARCELS_SPEC } from './parcels.reader';
import { RelayLabels } from './relay-labels.service';
import { BulkShipDto, CreateRelayLabelDto, ShipParcelDto, StaffParcelsQuery } from './staff-parcels.dto';
import { BulkShipResponse, ParcelResponse } from './staff-parcels.responses';

type RawRequest = { id?: unknown; headers: Record<string, unknown> };

/** The empty field is no number. */
const trackingOf = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

/** Staff prepare and ship the parcels of paid orders ('Colis'). Staff only (others 403, anonymous 401). */
@ApiTags('Équipe : colis')
@Controller('api/staff/parcels')
@Roles('staff')
@UseInterceptors(CartErrorsInterceptor)
export class StaffParcelsController {
  constructor(
    private readonly parcels: ParcelsReader,
    private readonly dispatch: ParcelDispatch,
    private readonly catalogue: CatalogueReader,
    private readonly labels: RelayLabels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Colis des commandes payées' })
  @ApiPageOf(ParcelResponse, 'Une page des colis, par date d’expédition prévue puis mode.')
  list(@Query() query: StaffParcelsQuery, @Req() info: RequestInfo) {
    const { status, mode, ...rest } = query;
    return this.parcels.page(parseListQuery({ ...rest }, STAFF_PARCELS_SPEC), { status, mode }, info.url);
  }

  @Post('ship')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Marquer plusieurs colis expédiés' })
  @ApiOkResponse({ type: BulkShipResponse, description: 'Les colis partis, et ceux refusés avec leur raison.' })
  shipMany(@Body() body: BulkShipDto, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    return this.dispatch.shipMany(
      dispatcher(user, req),
      body.carrier,
      body.parcels.map((p) => ({ id: p.id, trackingNumber: trackingOf(p.tracking_number) })),
    );
  }

  @Post(':id/ship')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Marquer un colis expédié' })
  @ApiOkResponse({ type: ParcelResponse, description: 'Le colis, expédié.' })
  ship(@Param('id') id: string, @Body() body: ShipParcelDto, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    return this.dispatch.ship(dispatcher(user, req), id, body.carrier, trackingOf(body.tracking_number));
  }

  @Post(':id/ready')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Marquer un colis prêt à être retiré' })
  @ApiOkResponse({ type: ParcelResponse, description: 'Le colis, prêt à être retiré.' })
  ready(@Param('id') id: string, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    return this.dispatch.ready(dispatcher(user, req), id);
  }

  @Post(':id/label')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Créer l’étiquette Mondial Relay d’un colis',
    description: 'Une étiquette par colis : une seconde demande rend celle déjà créée, sans nouvelle expédition chez le transporteur.',
  })
  @ApiOkResponse({ type: ParcelResponse, description: 'Le colis, avec son étiquette.' })
  createLabel(@Param('id') id: string, @Body() body: CreateRelayLabelDto, @CurrentUser() user: AuthUser) {
    return this.labels.create({ userId: user.id }, id, body.weight_grams);
  }

  @Get(':id/label.pdf')
  @ApiOperation({ summary: 'Étiquette Mondial Relay d’un colis (PDF)' })
  @ApiFileResponse(['application/pdf'], 'L’étiquette, telle que le transporteur l’a faite (10 × 15 cm).')
  async label(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const { expeditionNumber, pdf } = await this.labels.pdf(id);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `inline; filename="etiquette-mondial-relay-${expeditionNumber}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return pdf;
  }

  @Get(':id/packing-slip.pdf')
  @ApiOperation({ summary: 'Bon de préparation d’un colis (PDF)' })
  @ApiFileResponse(['application/pdf'], 'Le bon de préparation : commande, destinataire, articles, dédicaces à écrire.')
  async packingSlip(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const parcel = await this.parcels.byId(id);
    if (!parcel) throw CartRefusal.detail(M.cartMissing, 404);
    const look = await this.catalogue.labelLook(parcel.label);
    const pdf = await renderPackingSlipPdf(parcel, {
      labelName: look?.name ?? this.config.seller.name,
      sellerName: this.config.seller.name,
      sellerAddress: this.config.seller.address,
    });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `inline; filename="colis-${parcel.reference}-${id.slice(id.indexOf('.') + 1)}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return pdf;
  }
}

const dispatcher = (user: AuthUser, req: RawRequest): Dispatcher => ({ userId: user.id, requestId: requestIdOf(req) });
