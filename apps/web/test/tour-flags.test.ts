import { describe, expect, it, vi } from 'vitest';
import { START_TOUR_EVENT, TOUR_FLAG_KEYS, markTourSeen, requestTourStart, tourToShow, toursSeenHere } from '../src/lib/tour-flags.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('tour flag rules (spec section 4)', () => {
  it('uses the spec storage keys', () => {
    expect(TOUR_FLAG_KEYS).toEqual({ walkthrough: 'hasSeenFeatureWalkthrough', elementTour: 'hasSeenTour' });
  });

  it('shows the walkthrough while its flag is unset, whatever the element tour flag says', () => {
    expect(tourToShow(memoryStorage())).toBe('walkthrough');
    expect(tourToShow(memoryStorage({ hasSeenTour: 'true' }))).toBe('walkthrough');
  });

  it('shows the element tour only once the walkthrough was seen and its own flag is unset', () => {
    expect(tourToShow(memoryStorage({ hasSeenFeatureWalkthrough: 'true' }))).toBe('elementTour');
    expect(tourToShow(memoryStorage({ hasSeenFeatureWalkthrough: 'true', hasSeenTour: 'true' }))).toBeNull();
  });

  it('walks from walkthrough to element tour to nothing as each is marked seen', () => {
    const storage = memoryStorage();
    markTourSeen(storage, 'walkthrough');
    expect(storage.values.get('hasSeenFeatureWalkthrough')).toBe('true');
    expect(tourToShow(storage)).toBe('elementTour');
    markTourSeen(storage, 'elementTour');
    expect(storage.values.get('hasSeenTour')).toBe('true');
    expect(tourToShow(storage)).toBeNull();
  });

  it('shows nothing when storage cannot be read, rather than replaying a tour on every page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(tourToShow(blocked)).toBeNull();
  });

  it('fires the start-tour event for the help button', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(START_TOUR_EVENT, listener);
    requestTourStart(target);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('tours the account has seen (issue 29, item 12)', () => {
  it('count as seen whatever this browser says, and the browser reports what it saw', () => {
    expect(tourToShow(memoryStorage(), ['walkthrough'])).toBe('elementTour');
    expect(tourToShow(memoryStorage(), ['walkthrough', 'elementTour'])).toBeNull();
    expect(toursSeenHere(memoryStorage({ hasSeenTour: 'true' }))).toEqual(['elementTour']);
  });
});
