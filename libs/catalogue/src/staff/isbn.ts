/** An ISBN as typed (hyphens and spaces allowed) reduced to its 13 digits; other characters are kept, to fail the check. */
export function normalizeIsbn(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** ISBN-13: 13 digits whose weighted sum (1, 3, 1, 3…) is a multiple of 10. */
export function isValidIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}
