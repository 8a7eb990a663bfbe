import { Body, Controller, Get, Header, HttpException, Param, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Roles, type AuthUser } from '@shop/auth';
import { ApiFileResponse, ApiPageOf, paginate, ParseUuidPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreditNoteReader } from '@shop/wallet';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Actor } from '../api/cart-actor.decorator';
import { CartErrorsInterceptor } from '../api/cart-errors.interceptor';
import type { CartActor } from '../commands/cart-actor';
import { CREDIT_NOTE_LIST, CreditNoteDto, creditNoteInput, CreditNoteListQuery } from './credit-note.dto';
import { CreditNoteIssuer } from './credit-note-issuer.service';
import { creditNoteDocumentOf, serializeCreditNote } from './credit-note-serializer';
import { InvoiceBook } from './invoice-book.service';
import { CreditNoteResponse } from './invoices.responses';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';
import { renderFacturXCreditNote, renderFacturXInvoice } from './factur-x/factur-x-pdf';

const notFound = () => new HttpException({ detail: 'Pas trouvé.' }, 404);

/** A PDF download: the file's name, and never cached by a shared cache (it is personal). */
function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'private, no-store');
  return pdf;
}

/**
 * Invoices and credit notes as PDF, for the cart's owner and staff (404 for anyone else, and for a
 * cart without an invoice): a bookseller's (professional buyer's) as Factur-X EN 16931, the PDF/A-3
 * carrying its CII XML; the user's credit notes; staff issue credit notes on invoiced carts.
 */
@ApiTags('Factures et avoirs')
@Controller('api')
@UseInterceptors(CartErrorsInterceptor)
export class InvoicesController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invoices: InvoiceBook,
    private readonly issuer: CreditNoteIssuer,
    private readonly creditNotes: CreditNoteReader,
  ) {}

  @Get('carts/:id/invoice')
  @ApiOperation({ summary: 'Facture d’une commande (PDF)' })
  @ApiFileResponse(
    ['application/pdf'],
    'La facture en PDF (pièce jointe `facture-{numéro}.pdf`). Particulier : toujours les mêmes octets. Libraire : facture électronique Factur-X (profil EN 16931), PDF/A-3 portant en pièce jointe `factur-x.xml` (CII), datée de sa génération.',
  )
  @Authenticated()
  async invoice(@CurrentUser() user: AuthUser, @Param('id', ParseUuidPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const [cart] = await this.db.query<{ owner_id: number | null }[]>('SELECT owner_id FROM carts WHERE id = $1', [id]);
    if (!cart || (cart.owner_id !== user.id && !user.isStaff)) throw notFound();
    const invoice = await this.invoices.invoiceOf(id);
    if (!invoice) throw notFound();
    const pdf = invoice.buyer.professional ? await renderFacturXInvoice(invoice) : await renderInvoicePdf(invoice);
    return sendPdf(reply, `facture-${invoice.number}.pdf`, pdf);
  }

  /** The caller's credit notes, newest first (DRF page). */
  @Get('credit-notes')
  @ApiOperation({ summary: 'Mes avoirs' })
  @ApiPageOf(CreditNoteResponse, 'Une page des avoirs de l’utilisateur, du plus récent au plus ancien.')
  @Authenticated()
  async list(@CurrentUser() user: AuthUser, @Query() query: CreditNoteListQuery, @Req() req: RequestInfo) {
    const list = parseListQuery({ ...query }, CREDIT_NOTE_LIST);
    const { count, rows } = await this.creditNotes.page(user.id, list.limit, list.offset);
    return paginate(req.url, count, rows.map(serializeCreditNote), list.limit, list.offset);
  }

  @Get('credit-notes/:id/pdf')
  @ApiOperation({ summary: 'Un avoir (PDF)' })
  @ApiFileResponse(['application/pdf'], 'L’avoir en PDF (pièce jointe `avoir-{numéro}.pdf`) ; celui d’un libraire en Factur-X EN 16931 (type 381), comme sa facture.')
  @Authenticated()
  async pdf(@CurrentUser() user: AuthUser, @Param('id', ParseUuidPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const note = await this.creditNotes.byId(id);
    if (!note || (note.owner_id !== user.id && !user.isStaff)) throw notFound();
    const document = creditNoteDocumentOf(note);
    const pdf = document.buyer.professional ? await renderFacturXCreditNote(document) : await renderCreditNotePdf(document);
    return sendPdf(reply, `avoir-${note.number}.pdf`, pdf);
  }

  /** Staff: `{amount: "12.50", reason}` → 201 the credit note. */
  @Post('staff/carts/:id/credit-notes')
  @ApiOperation({ summary: 'Émettre un avoir (équipe)' })
  @ApiCreatedResponse({ type: CreditNoteResponse, description: 'L’avoir émis.' })
  @Roles('staff')
  @Header('cache-control', 'no-store')
  async issue(@CurrentUser() user: AuthUser, @Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: CreditNoteDto) {
    const note = await this.issuer.issue(id, creditNoteInput(body), { userId: user.id, requestId: actor.requestId });
    return serializeCreditNote(note);
  }
}
