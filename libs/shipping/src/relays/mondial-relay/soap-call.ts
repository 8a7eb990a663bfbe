import { createHash } from 'node:crypto';
import { escapeXml } from './soap-xml';

export const MONDIAL_RELAY_NAMESPACE = 'http://www.mondialrelay.fr/webservice/';

/** One Mondial Relay method: its name and its parameters in the order the service expects and hashes them. */
export interface SoapMethod<P extends string> {
  name: string;
  parameters: readonly P[];
  /** Parameters sent after `Security` and left out of it (WSI2_CreationEtiquette's `Texte`). */
  unhashed?: readonly string[];
}

export const soapActionOf = (method: SoapMethod<string>) => MONDIAL_RELAY_NAMESPACE + method.name;

/**
 * The `Security` parameter of every call: uppercase MD5 of the non-empty values, concatenated in
 * the parameters' order, followed by the private key.
 */
export function securityKeyOf<P extends string>(method: SoapMethod<P>, values: Record<P, string>, privateKey: string): string {
  const concatenated =
    method.parameters
      .map((p) => values[p])
      .filter((v) => v !== '')
      .join('') + privateKey;
  return createHash('md5').update(concatenated, 'utf8').digest('hex').toUpperCase();
}

/** The SOAP 1.1 envelope: every parameter in order, then Security, then the unhashed ones. */
export function soapEnvelopeOf<P extends string>(method: SoapMethod<P>, values: Record<P, string>, privateKey: string, unhashed: Record<string, string> = {}): string {
  const fields = [
    ...method.parameters.map((p) => [p, values[p]] as const),
    ['Security', securityKeyOf(method, values, privateKey)] as const,
    ...(method.unhashed ?? []).map((p) => [p, unhashed[p] ?? ''] as const),
  ]
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${method.name} xmlns="${MONDIAL_RELAY_NAMESPACE}">${fields}</${method.name}></soap:Body>` +
    '</soap:Envelope>'
  );
}
