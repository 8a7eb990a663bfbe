/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { beginLoading, LOADING_DEBOUNCE_MS, LOADING_TIMEOUT_MS } from '@/lib/loading';
import { EMBLEM_STEP_MS, LoadingBanner } from './loading-banner';

const emblems = Object.fromEntries([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((step) => [String(step), `/media/labels/exemplaire/emblem-${step}.svg`]));
const banner = () => screen.queryByText('Chargement en cours...');
const emblem = () => document.querySelector<HTMLImageElement>('.loading-banner__emblem');

describe('the loading banner', () => {
  let ends: (() => void)[] = [];
  const load = () => {
    let end!: () => void;
    act(() => {
      end = beginLoading();
    });
    ends.push(end);
    return () => act(() => end());
  };

  beforeEach(() => {
    jest.useFakeTimers();
    ends = [];
  });

  afterEach(() => {
    act(() => ends.forEach((end) => end()));
    jest.useRealTimers();
  });

  it('never shows for a load faster than the debounce', () => {
    render(<LoadingBanner emblems={emblems} />);
    const end = load();
    act(() => jest.advanceTimersByTime(LOADING_DEBOUNCE_MS - 50));
    end();
    act(() => jest.advanceTimersByTime(LOADING_TIMEOUT_MS));
    expect(banner()).toBeNull();
  });

  it('shows after 400 ms of loading, and goes when loading ends', () => {
    render(<LoadingBanner emblems={emblems} />);
    const end = load();
    act(() => jest.advanceTimersByTime(LOADING_DEBOUNCE_MS - 1));
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Chargement en cours...');

    end();
    expect(banner()).toBeNull();
  });

  it("steps through the label's emblem images every 300 ms", () => {
    render(<LoadingBanner emblems={emblems} />);
    load();
    act(() => jest.advanceTimersByTime(LOADING_DEBOUNCE_MS));
    expect(emblem()?.getAttribute('src')).toBe('/media/labels/exemplaire/emblem-10.svg');
    act(() => jest.advanceTimersByTime(EMBLEM_STEP_MS));
    expect(emblem()?.getAttribute('src')).toBe('/media/labels/exemplaire/emblem-20.svg');
    act(() => jest.advanceTimersByTime(EMBLEM_STEP_MS * 8));
    expect(emblem()?.getAttribute('src')).toBe('/media/labels/exemplaire/emblem-100.svg');
    act(() => jest.advanceTimersByTime(EMBLEM_STEP_MS));
    expect(emblem()?.getAttribute('src')).toBe('/media/labels/exemplaire/emblem-10.svg');
  });

  it('hides after at most 5 s, even if something is still loading', () => {
    render(<LoadingBanner emblems={emblems} />);
    load();
    act(() => jest.advanceTimersByTime(LOADING_TIMEOUT_MS - 1));
    expect(banner()).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeNull();
  });

  it('counts overlapping loads as one stretch', () => {
    render(<LoadingBanner emblems={emblems} />);
    const first = load();
    act(() => jest.advanceTimersByTime(300));
    const second = load();
    first();
    act(() => jest.advanceTimersByTime(100));
    expect(banner()).toBeTruthy();
    second();
    expect(banner()).toBeNull();
  });
});
