/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { chooseConsent, CONSENT_KEY, readConsent, reopenConsent } from './consent';

describe('the visitor’s choice about audience measurement', () => {
  afterEach(() => window.localStorage.clear());

  it('is none until the visitor chooses, then kept with its day', () => {
    expect(readConsent()).toBeNull();
    chooseConsent(false);
    expect(readConsent()).toMatchObject({ measure: false });
    chooseConsent(true);
    expect(readConsent()).toMatchObject({ measure: true });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? '{}').at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('is asked again after six months, and a kept value that is not a choice counts as none', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ measure: true, at: '2026-01-01T00:00:00.000Z' }));
    expect(readConsent(Date.parse('2026-06-01T00:00:00Z'))).toMatchObject({ measure: true });
    expect(readConsent(Date.parse('2026-07-15T00:00:00Z'))).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, '{"measure":"oui"}');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, 'pas du JSON');
    expect(readConsent()).toBeNull();
  });

  it('can be reopened without losing the choice made', () => {
    chooseConsent(true);
    reopenConsent();
    expect(readConsent()).toMatchObject({ measure: true });
  });
});
