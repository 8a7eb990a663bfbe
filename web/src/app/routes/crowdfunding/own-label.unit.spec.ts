import { describe, expect, it } from '@jest/globals';
import { ownLabelPath } from './own-label';

describe("a campaign page opened under another label's address", () => {
  it('moves to the same page under the campaign’s own label, tab or reward kept', () => {
    expect(ownLabelPath('/queer-romance/financement-participatif/l-annee-des-lucioles/news', 'queer-romance', 'exemplaire')).toBe(
      '/exemplaire/financement-participatif/l-annee-des-lucioles/news',
    );
    expect(ownLabelPath('/queer-romance/crowdfunding/l-annee-des-lucioles/contribute/431', 'queer-romance', 'exemplaire')).toBe(
      '/exemplaire/crowdfunding/l-annee-des-lucioles/contribute/431',
    );
  });

  it('stays where it is under its own label, or when its label is unknown', () => {
    expect(ownLabelPath('/exemplaire/financement-participatif/l-annee-des-lucioles', 'exemplaire', 'exemplaire')).toBeNull();
    expect(ownLabelPath('/exemplaire/financement-participatif/l-annee-des-lucioles', 'exemplaire', '')).toBeNull();
    expect(ownLabelPath('/exemplaire/financement-participatif/l-annee-des-lucioles', 'exemplaire', null)).toBeNull();
  });
});
