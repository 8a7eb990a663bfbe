import { frenchSpacing, guillemets, withoutNarrowSpaces } from '@shop/typography';
import type { ParcelRepresentation } from './parcels.reader';

/** What the slip needs besides the parcel: who sends it. */
export interface PackingSlipHeader {
  /** The label's name ('Exemplaire'), the collection the order was placed in. */
  labelName: string;
  /** The seller's name and address (SELLER_*). */
  sellerName: string;
  sellerAddress: string;
}

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 780;

type Doc = PDFKit.PDFDocument;

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** French spacing in built-in Helvetica, which has the no-break space but not the narrow one. */
const typeset = (text: string) => withoutNarrowSpaces(frenchSpacing(text));

/** A new page first when `height` would not fit below `y`. */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return 50;
}

/** The delivery block: the home address, the relay point, or the counter of the publisher's. */
function destination(parcel: ParcelRepresentation, header: PackingSlipHeader): { title: string; lines: string[] } {
  if (parcel.parcel_shop) return { title: `Point relais Mondial Relay n° ${parcel.parcel_shop.id}`, lines: [parcel.customer.name, parcel.parcel_shop.address] };
  const a = parcel.shipping_address;
  if (a) {
    const name = [a.firstname, a.lastname].filter(Boolean).join(' ') || a.name || parcel.customer.name;
    return {
      title: 'Livraison à domicile (Colissimo)',
      lines: [name, a.address, a.address_line_2, a.address_line_3, `${a.postal_code} ${a.city}`, a.country.name, a.phone ? `Tél. ${a.phone}` : ''].filter((l): l is string => !!l),
    };
  }
  return { title: 'Retrait sur place', lines: [parcel.customer.name, header.sellerAddress] };
}

/**
 * The packing slip of a parcel (A4, built-in Helvetica): who sends it, the order,
 * where it goes, each line with its quantity and option, and the dedications to write, boxed so the
 * person packing sees them.
 */
export async function renderPackingSlipPdf(parcel: ParcelRepresentation, header: PackingSlipHeader, options: { compress?: boolean } = {}): Promise<Buffer> {
  // Loaded at the first document, not at the process's start (pdfkit and its font parser weigh some 200 ms).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: { Title: `Bon de préparation ${parcel.reference}`, Author: header.sellerName, Creator: header.sellerName, Producer: header.sellerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(14).text(header.labelName, LEFT, 50, { width: 260 });
  doc.font('Helvetica').fontSize(9).text(header.sellerName, { width: 260 }).text(header.sellerAddress, { width: 260 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('BON DE PRÉPARATION', 300, 50, { width: RIGHT - 300, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const fact of [`Commande n° ${parcel.reference}`, `Colis : ${parcel.mode_name}`, `Départ prévu : ${frenchDay(parcel.expected_expedition_date)}`]) {
    doc.text(typeset(fact), 300, doc.y, { width: RIGHT - 300, align: 'right' });
  }

  const to = destination(parcel, header);
  let y = 140;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(to.title, LEFT, y, { width: RIGHT - LEFT });
  doc.font('Helvetica').fontSize(10);
  for (const line of to.lines) doc.text(line, { width: RIGHT - LEFT });
  if (parcel.customer.email)
    doc
      .fillColor('#444444')
      .text(parcel.customer.email, { width: RIGHT - LEFT })
      .fillColor('#000000');
  y = doc.y + 18;

  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Article', LEFT, y, { width: 330 })
    .text('Option', 385, y, { width: 110 })
    .text('Qté', 495, y, { width: RIGHT - 495, align: 'right' });
  y = doc.y + 6;
  doc.font('Helvetica').fontSize(10);
  for (const line of parcel.lines) {
    const name = typeset(line.name);
    const height = Math.max(doc.heightOfString(name, { width: 330 }), doc.heightOfString(line.variant ?? '—', { width: 110 }));
    y = room(doc, y, height);
    doc
      .text(name, LEFT, y, { width: 330 })
      .text(line.variant ?? '—', 385, y, { width: 110 })
      .text(String(line.quantity), 495, y, { width: RIGHT - 495, align: 'right' });
    y += height + 6;
  }

  const dedications = parcel.lines.flatMap((l) => l.dedications.map((text, i) => ({ line: l.name, text, copy: i + 1, of: l.dedications.length })));
  if (dedications.length > 0) {
    y += 14;
    const texts = dedications.map((d) => ({ label: typeset(`${d.line}${d.of > 1 ? ` — exemplaire ${d.copy}/${d.of}` : ''}`), text: withoutNarrowSpaces(guillemets(d.text)) }));
    doc.font('Helvetica').fontSize(11);
    const inner = texts.reduce((h, t) => h + 14 + doc.heightOfString(t.text, { width: RIGHT - LEFT - 24 }) + 8, 24);
    y = room(doc, y, inner + 10);
    doc
      .lineWidth(2)
      .rect(LEFT, y, RIGHT - LEFT, inner)
      .stroke()
      .lineWidth(1);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text('DÉDICACES À ÉCRIRE', LEFT + 12, y + 8, { width: RIGHT - LEFT - 24 });
    let inside = y + 26;
    for (const t of texts) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(t.label, LEFT + 12, inside, { width: RIGHT - LEFT - 24 });
      inside = doc.y + 2;
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(t.text, LEFT + 12, inside, { width: RIGHT - LEFT - 24 });
      inside = doc.y + 8;
    }
    y += inner + 10;
  }
  doc.end();
  return done;
}
