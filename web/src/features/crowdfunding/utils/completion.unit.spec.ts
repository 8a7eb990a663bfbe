import { describe, expect, it } from '@jest/globals';
import { completionPieSrc, pieStep, progressWidth } from './completion';

describe('the completion pie', () => {
  it('steps by tens, from 10 to 100', () => {
    expect(pieStep(0)).toBe(10);
    expect(pieStep(9)).toBe(10);
    expect(pieStep(10)).toBe(10);
    expect(pieStep(19)).toBe(10);
    expect(pieStep(20)).toBe(20);
    expect(pieStep(60)).toBe(60);
    expect(pieStep(99)).toBe(90);
    expect(pieStep(100)).toBe(100);
    expect(pieStep(131)).toBe(100);
  });

  it("is the label's pie image of that step", () => {
    expect(completionPieSrc('exemplaire', 60)).toBe('/media/labels/exemplaire/pie-60.svg');
    expect(completionPieSrc('queer-romance', 85)).toBe('/media/labels/queer-romance/pie-80.svg');
    expect(completionPieSrc('exemplaire', 3)).toBe('/media/labels/exemplaire/pie-10.svg');
  });

  it('fills the progress bar up to its end, never past it', () => {
    expect(progressWidth(41)).toBe(41);
    expect(progressWidth(131)).toBe(100);
    expect(progressWidth(-5)).toBe(0);
  });
});
