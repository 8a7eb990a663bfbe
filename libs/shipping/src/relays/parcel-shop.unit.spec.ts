import { relayLetter } from './parcel-shop';

describe('relay letters', () => {
  it('follow the position in the results, A to Z then AA, AB…', () => {
    expect([0, 1, 2, 25, 26, 27, 51, 52].map(relayLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
