import { isRefused, parseQuickOrderLine, QUICK_ORDER_MESSAGES as M, quickOrderLines } from './quick-order-lines';

const parse = (text: string) => parseQuickOrderLine({ line: 1, text });

describe('a line of a quick order', () => {
  it('reads an ISBN and a quantity, whatever the separator and the hyphens', () => {
    expect(parse('9782070368228;3')).toEqual({ line: 1, text: '9782070368228;3', isbn: '9782070368228', quantity: 3 });
    expect(parse('978-2-07-036822-8\t12')).toMatchObject({ isbn: '9782070368228', quantity: 12 });
    expect(parse('978 2 07 036822 8 , 2')).toMatchObject({ isbn: '9782070368228', quantity: 2 });
  });

  it('reads « ISBN quantité » separated by a space, as a list copied from elsewhere has it', () => {
    expect(parse('9782070368228 3')).toMatchObject({ isbn: '9782070368228', quantity: 3 });
    expect(parse('978-2-07-036822-8   12')).toMatchObject({ isbn: '9782070368228', quantity: 12 });
    // an ISBN written with spaces stays one ISBN, one copy
    expect(parse('978 2 07 036822 8')).toMatchObject({ isbn: '9782070368228', quantity: 1 });
    // 14 digits that are no ISBN and a quantity: the count is said, not the check digit
    expect(parse('97820703682 3')).toMatchObject({ reason: M.isbnLength(12) });
  });

  it('takes one copy when the quantity is missing, and forgives a trailing separator', () => {
    expect(parse('9782070368228')).toMatchObject({ quantity: 1 });
    expect(parse('9782070368228;')).toMatchObject({ quantity: 1 });
    expect(parse('9782070368228;4;')).toMatchObject({ quantity: 4 });
  });

  it('refuses a wrong check digit, a bad quantity and a line it cannot read, each with its reason', () => {
    expect(parse('9782070368229;1')).toMatchObject({ reason: M.badIsbn });
    expect(parse('97820703682;1')).toMatchObject({ reason: M.isbnLength(11) });
    expect(M.isbnLength(11)).toBe('ISBN invalide : un ISBN compte 13 chiffres (les tirets et les espaces sont acceptés), 11 reçus.');
    for (const quantity of ['0', '-1', '1,5', 'deux', '10000', '99999999']) expect(parse(`9782070368228;${quantity}`)).toMatchObject({ reason: expect.any(String) });
    expect(parse('9782070368228;0')).toMatchObject({ reason: M.badQuantity });
    expect(parse('9782070368228;10000')).toMatchObject({ reason: M.badQuantity });
    expect(parse('Bonjour')).toMatchObject({ reason: M.notUnderstood });
    expect(parse('9782070368228;1;2')).toMatchObject({ reason: M.notUnderstood });
    expect(isRefused(parse('Bonjour'))).toBe(true);
    expect(isRefused(parse('9782070368228'))).toBe(false);
  });

  it('numbers the lines as the text does, blank ones skipped', () => {
    expect(quickOrderLines('a\r\n\n  \nb  \rc')).toEqual([
      { line: 1, text: 'a' },
      { line: 4, text: 'b' },
      { line: 5, text: 'c' },
    ]);
  });
});
