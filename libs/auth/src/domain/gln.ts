/** Global Location Number (GS1): 13 digits, the last a mod-10 check digit, as on EAN-13 barcodes. */
export function hasValidGlnChecksum(gln: string): boolean {
  if (!/^\d{13}$/.test(gln)) return false;
  const sum = [...gln].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}
