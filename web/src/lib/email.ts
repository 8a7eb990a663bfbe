// The API's rule (libs/auth email): printable local part, dot-separated domain labels, a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whether an address is one the API accepts (surrounding spaces ignored). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) && !email.includes('..') && !email.startsWith('.') && !email.split('@')[0].endsWith('.');
}
