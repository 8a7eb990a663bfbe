import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { CaughtMail } from './caught-mail';
import { mailListPage, mailTextPage, NOT_FOUND_PAGE } from './catcher-pages';

export type { CaughtMail } from './caught-mail';

export interface MailCatcherOptions {
  /** 0 picks a free port (tests). */
  smtpPort: number;
  httpPort: number;
  host?: string;
  /** Mails kept in memory, oldest dropped first. */
  keep?: number;
  /**
   * Recipients refused for good at RCPT TO (550 5.1.1, as for an unknown mailbox), to exercise
   * the shop's suppression of refused addresses. Default: none.
   */
  refuseRecipient?: (address: string) => boolean;
}

/** A running catcher: an SMTP server that keeps every mail, and a page to read them. */
export interface MailCatcher {
  smtpUrl: string;
  httpUrl: string;
  messages(): CaughtMail[];
  /** The first caught mail (already there or still to come) matching `predicate`. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  /** While on, every mail is refused with a temporary SMTP error (451), as a busy server does. */
  refuseMail(on: boolean): void;
  close(): Promise<void>;
}

type Waiter = { predicate: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void };

/** Answers a temporary failure: the client is expected to try again later. */
function temporaryFailure(): Error {
  return Object.assign(new Error('Boîte de réception indisponible pour le moment, réessayez plus tard'), { responseCode: 451 });
}

/** Answers a permanent refusal of a recipient: the client must not try that address again. */
function unknownRecipient(address: string): Error {
  return Object.assign(new Error(`5.1.1 <${address}> : adresse inconnue`), { responseCode: 550 });
}

async function parse(stream: SMTPServerDataStream, session: SMTPServerSession, id: number): Promise<CaughtMail> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const email = await PostalMime.parse(Buffer.concat(chunks));
  const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  return {
    id,
    from: email.from?.address ?? envelopeFrom,
    fromName: email.from?.name ?? '',
    to: envelopeTo.length ? envelopeTo : (email.to ?? []).map((a) => a.address ?? '').filter(Boolean),
    subject: email.subject ?? '',
    html: email.html ?? '',
    text: email.text ?? '',
    date: new Date(),
    headers: Object.fromEntries(email.headers.map((h) => [h.key.toLowerCase(), h.value])),
  };
}

const listen = (server: Server | SMTPServer, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const net = server instanceof SMTPServer ? server.server : server;
    net.once('error', reject);
    net.listen(port, host, () => {
      net.off('error', reject);
      resolve((net.address() as AddressInfo).port);
    });
  });

/**
 * Starts the local mail catcher used in development (when SMTP_URL is empty) and in tests: SMTP
 * without authentication or TLS on the loopback, mails parsed with postal-mime and kept in memory,
 * and a French page listing them (`/`, `/messages/{id}`, `/messages/{id}/texte`, `/messages.json`).
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 500;
  const mails: CaughtMail[] = [];
  let waiters: Waiter[] = [];
  let refusing = false;
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    closeTimeout: 200,
    // Any credentials are fine: a SMTP_URL with a user name must still reach the catcher.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'dev' }),
    onMailFrom: (_address, _session, callback) => callback(refusing ? temporaryFailure() : null),
    onRcptTo: (address, _session, callback) => callback(options.refuseRecipient?.(address.address) ? unknownRecipient(address.address) : null),
    onData: (stream, session, callback) => {
      parse(stream, session, nextId++)
        .then((mail) => {
          mails.push(mail);
          if (mails.length > keep) mails.shift();
          const matched = waiters.filter((w) => w.predicate(mail));
          waiters = waiters.filter((w) => !matched.includes(w));
          matched.forEach((w) => w.resolve(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  smtp.on('error', () => undefined); // a client that hangs up mid-session is not the catcher's problem

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/' || path === '') return send(200, 'text/html; charset=utf-8', mailListPage(mails));
    if (path === '/messages.json') return send(200, 'application/json; charset=utf-8', JSON.stringify(mails));
    const match = /^\/messages\/(\d+)(\/texte)?$/.exec(path);
    const mail = match ? mails.find((m) => m.id === Number(match[1])) : undefined;
    if (!mail) return send(404, 'text/html; charset=utf-8', NOT_FOUND_PAGE);
    if (match?.[2] || !mail.html) return send(200, 'text/html; charset=utf-8', mailTextPage(mail));
    // The mail's own HTML, sandboxed: no script runs, links open outside the page.
    return send(200, 'text/html; charset=utf-8', mail.html, {
      'content-security-policy': "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
    });
  });

  const smtpPort = await listen(smtp, options.smtpPort, host);
  const httpPort = await listen(http, options.httpPort, host).catch(async (error) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

  return {
    smtpUrl: `smtp://${shown}:${smtpPort}`,
    httpUrl: `http://${shown}:${httpPort}`,
    messages: () => [...mails],
    waitFor(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter: Waiter = { predicate, resolve: (mail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`Aucun courriel attendu reçu en ${timeoutMs} ms (reçus : ${mails.map((m) => `« ${m.subject} » → ${m.to.join(', ')}`).join(' ; ') || 'aucun'})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    clear: () => void mails.splice(0),
    refuseMail: (on) => void (refusing = on),
    close: async () => {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
