import { UnrecoverableError } from 'bullmq';
import { classifySendFailure } from './smtp-refusal';

/** An error shaped as nodemailer reports an SMTP reply. */
const smtpError = (command: string, response: string, extra: object = {}) =>
  Object.assign(new Error(`Échec : ${response}`), { command, response, responseCode: Number(response.slice(0, 3)), ...extra });

describe('what a failed send means', () => {
  it('takes a 5xx at RCPT TO as a refused recipient, with its reply', () => {
    const refusal = smtpError('RCPT TO', '550 5.1.1 <x@exemple.fr> : adresse inconnue');
    const error = smtpError('RCPT TO', '550 5.1.1 <x@exemple.fr> : adresse inconnue', { rejected: ['x@exemple.fr'], rejectedErrors: [refusal] });
    expect(classifySendFailure(error)).toEqual({ kind: 'recipient-refused', smtpCode: 550, reason: '550 5.1.1 <x@exemple.fr> : adresse inconnue' });
  });

  it('takes a refusal of the message naming a bad or disabled mailbox as a refused recipient', () => {
    expect(classifySendFailure(smtpError('DATA', '550 5.1.1 User unknown'))).toMatchObject({ kind: 'recipient-refused', smtpCode: 550 });
    expect(classifySendFailure(smtpError('DATA', '554 5.2.1 Mailbox disabled'))).toMatchObject({ kind: 'recipient-refused', smtpCode: 554 });
  });

  it('keeps other permanent refusals final without blaming the address', () => {
    expect(classifySendFailure(smtpError('DATA', '554 5.7.1 Message refused as spam')).kind).toBe('permanent');
    expect(classifySendFailure(smtpError('MAIL FROM', '553 5.7.1 Sender not allowed')).kind).toBe('permanent');
    expect(classifySendFailure(new UnrecoverableError('collection inconnue : 9')).kind).toBe('permanent');
  });

  it('retries temporary refusals and connection failures', () => {
    expect(classifySendFailure(smtpError('RCPT TO', '450 4.2.1 Mailbox busy')).kind).toBe('transient');
    expect(classifySendFailure(smtpError('MAIL FROM', '451 Réessayez plus tard')).kind).toBe('transient');
    expect(classifySendFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })).kind).toBe('transient');
    expect(classifySendFailure('boom').kind).toBe('transient');
  });
});
