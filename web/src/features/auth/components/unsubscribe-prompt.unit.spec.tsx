/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { UnsubscribePrompt } from './unsubscribe-prompt';

const question = (labelName: string) =>
  render(<UnsubscribePrompt email="lecteur@exemple.fr" token="t" labelName={labelName} />).container.querySelector('.form-page__question')?.textContent;

describe('the unsubscribe question', () => {
  it('names the label the French way: d’ before a vowel, de before a consonant', () => {
    expect(question('Exemplaire')).toBe('Voulez-vous vraiment ne plus recevoir la lettre d’information d’Exemplaire à l’adresse lecteur@exemple.fr\u202f?');
    document.body.innerHTML = '';
    expect(question('Cœurs Vaillants')).toBe('Voulez-vous vraiment ne plus recevoir la lettre d’information de Cœurs Vaillants à l’adresse lecteur@exemple.fr\u202f?');
  });
});
