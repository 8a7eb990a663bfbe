import type { RelayLabelRequest } from './relay-label';

/** 10 × 15 cm, the thermal printers' format, in PDF points. */
const WIDTH = 283.46;
const HEIGHT = 425.2;
const M = 14;
const INNER = WIDTH - 2 * M;

const frenchWeight = (grams: number) => `${(grams / 1000).toFixed(2).replace('.', ',')} kg`;
const frenchDate = (at: Date) => at.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

/**
 * A label laid out as the carrier's 10 × 15 cm relay label (sender, the delivery point in large,
 * the recipient, the expedition number as a Code 128 bar code, the weight), marked as a test
 * everywhere so that no one can post a parcel with it.
 */
export async function renderTestRelayLabel(request: RelayLabelRequest, expeditionNumber: string, at: Date = new Date()): Promise<Buffer> {
  // Loaded at the first label, not at the process's start (the bar code writer and pdfkit weigh some 350 ms).
  const [{ default: bwipjs }, { default: PDFDocument }] = await Promise.all([import('bwip-js'), import('pdfkit')]);
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: expeditionNumber, scale: 3, height: 14, includetext: false });
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: M,
    info: {
      Title: `Étiquette de test Mondial Relay ${expeditionNumber}`,
      Author: request.sender.name,
      Creator: request.sender.name,
      Subject: 'Étiquette de test : ne pas expédier',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The test mark, under everything else.
  doc.save().rotate(-35, { origin: [WIDTH / 2, HEIGHT / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(54)
    .fillColor('#d9d9d9')
    .text('SPÉCIMEN', 0, HEIGHT / 2 - 30, { width: WIDTH, align: 'center' });
  doc.restore().fillColor('#000000');

  doc.rect(M, M, INNER, 30).fill('#000000');
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(15)
    .text('Mondial Relay', M + 8, M + 8, { width: 140 });
  doc
    .fontSize(8)
    .text('ÉTIQUETTE DE TEST', M + 140, M + 6, { width: INNER - 148, align: 'right' })
    .text('NE PAS EXPÉDIER', M + 140, doc.y, { width: INNER - 148, align: 'right' });
  doc.fillColor('#000000');

  /** A rule across the label below what was written, then the next block's small-capitals title. */
  const section = (title: string, y: number) => {
    doc
      .moveTo(M, y)
      .lineTo(WIDTH - M, y)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .text(title, M, y + 6);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text('EXPÉDITEUR', M, M + 38);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(request.sender.name, M, doc.y, { width: INNER })
    .text(request.sender.street, { width: INNER })
    .text(`${request.sender.postalCode} ${request.sender.city} (${request.sender.country})`, { width: INNER });
  section('LIVRAISON EN POINT RELAIS', doc.y + 6);
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(`24R  ${request.relay.country}-${request.relay.id}`, M, doc.y + 2, { width: INNER });
  doc.font('Helvetica-Bold').fontSize(11).text(request.relay.name, M, doc.y, { width: INNER }).font('Helvetica').fontSize(9).text(request.relay.address, { width: INNER });
  section('DESTINATAIRE', doc.y + 6);
  doc.font('Helvetica-Bold').fontSize(12).text(request.recipient.name, M, doc.y, { width: INNER });
  doc.font('Helvetica').fontSize(8);
  if (request.recipient.phone) doc.text(`Tél. ${request.recipient.phone}`, { width: INNER });
  if (request.recipient.email) doc.text(request.recipient.email, { width: INNER });

  const y = HEIGHT - M - 118;
  doc
    .moveTo(M, y)
    .lineTo(WIDTH - M, y)
    .stroke();
  doc.image(barcode, M + 10, y + 8, { width: INNER - 20, height: 56 });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(expeditionNumber.replace(/(\d{4})(\d{4})/, '$1 $2'), M, y + 68, { width: INNER, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Poids : ${frenchWeight(request.weightGrams)}   Colis : 1/1   Réf. : ${request.reference}   Le ${frenchDate(at)}`, M, y + 90, { width: INNER, align: 'center' });
  doc.end();
  return done;
}
