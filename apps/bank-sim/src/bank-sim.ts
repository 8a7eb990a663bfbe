import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { isSealValid, seal } from '@shop/payment';
import { cardPage, CardOutcome, errorPage, TEST_CARDS } from './pages';

export interface BankSimOptions {
  tpe: string;
  key: string;
  /** The shop's notification URL (registered with the real bank, not a form field). */
  notificationUrl: string;
  /** Pause before the notification of the 'slow' card. */
  slowDelayMs?: number;
  /** First pause between notification retries (doubles, at most 60 s). */
  retryBaseMs?: number;
  log?: (message: string) => void;
}

interface Session {
  id: string;
  fields: Record<string, string>;
}

/** An accepted card payment, which recredits may then give back in part or in full. */
interface PaidOrder {
  amountCents: number;
  numauto: string;
  refundedCents: number;
}

/** One recredit the sandbox did (what `GET /recredits` lists). */
export interface RecreditRecord {
  reference: string;
  numero_dossier: string;
  amount_cents: number;
  /** ISO date. */
  at: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The bank's notification date: 'dd/mm/yyyy_a_HH:MM:SS' (the shop must sign it as received). */
export function notificationDate(at: Date): string {
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}_a_${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** The signed server-to-server notification of a session's outcome. */
export function buildNotification(form: Record<string, string>, outcome: 'accept' | 'decline' | 'cancel', key: string, at = new Date()): Record<string, string> {
  const paid = outcome === 'accept';
  const fields: Record<string, string> = {
    TPE: form.TPE,
    date: notificationDate(at),
    montant: form.montant,
    reference: form.reference,
    'texte-libre': form['texte-libre'] ?? '',
    'code-retour': paid ? 'payetest' : 'Annulation',
    cvx: 'oui',
    vld: '1228',
    brand: 'VI',
    status3ds: '-1',
    numauto: paid ? String(Math.floor(100000 + Math.random() * 899999)) : '',
    motifrefus: outcome === 'decline' ? 'Refus' : outcome === 'cancel' ? 'Annulation' : '',
    originecb: 'FRA',
    modepaiement: 'CB',
    authentification: Buffer.from(JSON.stringify({ status: 'authentication_not_performed', protocol: '3DSecure', version: '2.2.0' })).toString('base64'),
  };
  return { ...fields, MAC: seal(fields, key) };
}

/** The card's outcome: the test cards, any other number declined. */
export const outcomeOf = (card: string): CardOutcome => TEST_CARDS.find((c) => c.number === card.replace(/\s+/g, ''))?.outcome ?? 'decline';

/** '23.50EUR' in cents; null when malformed. */
export function centsOf(montant: string | undefined): number | null {
  const match = /^(\d{1,9})\.(\d{2})EUR$/.exec(montant ?? '');
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('corps trop long');
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** The bank's server-to-server answers: `key=value` lines (an echoed value cannot add a line). */
function sendLines(res: ServerResponse, lines: Record<string, string>): void {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(
    Object.entries(lines)
      .map(([k, v]) => `${k}=${v.replace(/[\r\n]/g, ' ')}\n`)
      .join(''),
  );
}

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * A Monetico-compatible sandbox: `POST /paiement.cgi` checks the form's seal (a French error page
 * otherwise) and shows a card page with test cards; paying sends the signed notification to the
 * shop, retried until it answers cdr=0, then sends the browser back to url_retour_ok or _err.
 * `POST /recredit_paiement.cgi` refunds an accepted payment (at most what is left of it, once per
 * numero_dossier) and `GET /recredits` lists the refunds done, for tests and developers.
 */
export class BankSim {
  readonly server: Server;
  private readonly sessions = new Map<string, Session>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Accepted payments by reference. */
  private readonly paid = new Map<string, PaidOrder>();
  private readonly recredits: RecreditRecord[] = [];
  private readonly log: (message: string) => void;

  constructor(private readonly options: BankSimOptions) {
    this.log = options.log ?? (() => undefined);
    this.server = createServer((req, res) => {
      this.route(req, res).catch((error) => send(res, 500, errorPage(String((error as Error).message))));
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0].replace(/\/+$/, '');
    if (req.method === 'POST' && path === '/paiement.cgi') return this.form(await readForm(req), res);
    if (req.method === 'POST' && path === '/paiement.cgi/valider') return this.pay(await readForm(req), res);
    if (req.method === 'POST' && path === '/recredit_paiement.cgi') return this.recredit(await readForm(req), res);
    if (req.method === 'GET' && path === '/recredits') return sendJson(res, this.recredits);
    if (req.method === 'GET' && (path === '' || path === '/health')) return send(res, 200, '<p>Banque de test en service.</p>');
    send(res, 404, errorPage('page inconnue'));
  }

  private form(fields: Record<string, string>, res: ServerResponse): void {
    if (!isSealValid(fields, this.options.key)) return send(res, 400, errorPage('le sceau (MAC) de la demande est invalide'));
    if (fields.TPE !== this.options.tpe) return send(res, 400, errorPage(`le TPE ${fields.TPE ?? ''} est inconnu`));
    if (!/^[A-Za-z0-9]{1,12}$/.test(fields.reference ?? '') || !/^\d+\.\d{2}EUR$/.test(fields.montant ?? '')) {
      return send(res, 400, errorPage('la référence ou le montant est mal formé'));
    }
    const session = { id: randomUUID(), fields };
    this.sessions.set(session.id, session);
    send(res, 200, cardPage({ id: session.id, montant: fields.montant, reference: fields.reference, societe: fields.societe ?? '' }));
  }

  private pay(body: Record<string, string>, res: ServerResponse): void {
    const session = this.sessions.get(body.session ?? '');
    if (!session) return send(res, 400, errorPage('la session de paiement a expiré'));
    this.sessions.delete(session.id);
    const card = body.action === 'annuler' ? 'cancel' : outcomeOf(body.carte ?? '');
    const outcome = card === 'slow' ? 'accept' : card;
    const notification = buildNotification(session.fields, outcome, this.options.key);
    if (outcome === 'accept') this.rememberPayment(session.fields.reference, centsOf(session.fields.montant) ?? 0, notification.numauto);
    this.notify(notification, card === 'slow' ? (this.options.slowDelayMs ?? 10_000) : 0, 1);
    const back = outcome === 'accept' ? session.fields.url_retour_ok : session.fields.url_retour_err;
    res.writeHead(303, { location: back });
    res.end();
  }

  /** Registers an accepted payment, as the card page does (for tests that pay without it). */
  rememberPayment(reference: string, amountCents: number, numauto: string): void {
    this.paid.set(reference, { amountCents, numauto, refundedCents: 0 });
  }

  /**
   * A recredit request: sealed with the merchant's key, for a payment this sandbox accepted (its
   * authorisation number too), at most what is left of it. A numero_dossier already done for the
   * reference is answered cdr=1 again without a second refund, as a retried request must be.
   */
  private recredit(fields: Record<string, string>, res: ServerResponse): void {
    const reference = fields.reference ?? '';
    const dossier = fields.numero_dossier ?? '';
    const answer = (cdr: string, lib: string) => sendLines(res, { version: '1.0', reference, cdr, lib, ...(dossier ? { numero_dossier: dossier } : {}) });
    if (!isSealValid(fields, this.options.key)) return answer('-1', 'sceau invalide');
    if (fields.TPE !== this.options.tpe) return answer('-1', 'TPE inconnu');
    if (!/^[A-Za-z0-9]{1,12}$/.test(dossier)) return answer('-1', 'numero de dossier invalide');
    const order = this.paid.get(reference);
    if (!order || order.numauto === '' || fields.num_autorisation !== order.numauto) return answer('0', 'commande non trouvee');
    if (this.recredits.some((r) => r.reference === reference && r.numero_dossier === dossier)) {
      this.log(`recrédit ${dossier} de ${reference} déjà effectué : rien de plus n'est remboursé`);
      return answer('1', 'recredit effectue');
    }
    const cents = centsOf(fields.montant_recredit);
    if (cents === null || cents <= 0 || cents > order.amountCents - order.refundedCents) return answer('0', 'montant trop eleve');
    order.refundedCents += cents;
    this.recredits.push({ reference, numero_dossier: dossier, amount_cents: cents, at: new Date().toISOString() });
    this.log(`recrédit ${dossier} de ${fields.montant_recredit} sur ${reference} effectué`);
    answer('1', 'recredit effectue');
  }

  /** Sends the notification, again and again (1 s, 2 s, 4 s… at most a minute apart) until cdr=0. */
  private notify(fields: Record<string, string>, delayMs: number, attempt: number): void {
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      let answer = '';
      try {
        const res = await fetch(this.options.notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
        answer = await res.text();
      } catch (error) {
        answer = String((error as Error).message);
      }
      if (/cdr=0/.test(answer)) return this.log(`notification ${fields.reference} (${fields['code-retour']}) acquittée à l'essai ${attempt}`);
      this.log(`notification ${fields.reference} non acquittée (essai ${attempt}) : ${answer.trim().slice(0, 80)}`);
      if (attempt < 30) this.notify(fields, Math.min(60_000, (this.options.retryBaseMs ?? 1_000) * 2 ** (attempt - 1)), attempt + 1);
    }, delayMs);
    this.timers.add(timer);
  }

  listen(port: number, host = '127.0.0.1'): Promise<string> {
    return new Promise((resolve) =>
      this.server.listen(port, host, () => {
        const address = this.server.address();
        resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
      }),
    );
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await new Promise((resolve) => this.server.close(resolve));
  }
}
