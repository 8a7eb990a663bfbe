import { describe, expect, it } from '@jest/globals';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { themeRule } from './label-theme';

extend([a11yPlugin]);

const variable = (rule: string, name: string) => new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1];

describe('a label theme as CSS', () => {
  const theme = { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' };

  it('writes the colours as variables of the root', () => {
    const rule = themeRule(theme);
    expect(rule.startsWith(':root{')).toBe(true);
    expect(variable(rule, '--color-primary')).toBe('#1F3A5F');
    expect(variable(rule, '--color-accent')).toBe('#C8553D');
  });

  it('derives an accent white text reads on (badges), and one that reads as text on the page', () => {
    const rule = themeRule(theme);
    // The demo's accent gives white text 4.35:1 only: the fill is darkened to AA.
    expect(colord('#C8553D').contrast('#ffffff')).toBeLessThan(4.5);
    expect(colord(variable(rule, '--color-accent-fill')!).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(variable(rule, '--color-accent-text')!).contrast('#FAF7F2')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes the readable variant of a palette that does not read: yellow on white', () => {
    const rule = themeRule({ primary: '#FFD500', secondary: '#FFF3A0', background: '#FFFFFF', text: '#AAAAAA', accent: '#FFEA00' });
    expect(variable(rule, '--color-background')).toBe('#FFFFFF');
    for (const name of ['--color-primary', '--color-text', '--color-accent-text']) expect(colord(variable(rule, name)!).contrast('#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(colord(variable(rule, '--color-focus')!).contrast('#FFFFFF')).toBeGreaterThanOrEqual(3);
    // The accent itself stays the label's, for what only decorates (borders, tints).
    expect(variable(rule, '--color-accent')).toBe('#FFEA00');
  });

  it('leaves out a value that could end the rule', () => {
    const rule = themeRule({ ...theme, primary: 'red;}body{display:none' });
    expect(rule).not.toContain('display');
    expect(variable(rule, '--color-primary')).toBeUndefined();
  });
});
