import type { BankPaymentData } from '../api/payment';

/** The posted field names of the bank's form: the API's fields, `texte_libre` under the bank's own `texte-libre`. */
export function bankFormFields(data: BankPaymentData): [name: string, value: string][] {
  const { url: _url, texte_libre, ...fields } = data;
  return [...Object.entries(fields).map(([name, value]) => [name, String(value)] as [string, string]), ['texte-libre', texte_libre]];
}

/**
 * Spec §7: the card payment is a real HTML form POST to the bank (the browser leaves the shop;
 * the bank brings it back to url_retour_ok or url_retour_err).
 */
export function postToBank(data: BankPaymentData, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = data.url;
  form.hidden = true;
  for (const [name, value] of bankFormFields(data)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
