/** Browser storage keys of spec section 3; a tour counts as seen once its key holds any value. */
export const TOUR_FLAG_KEYS = {
  walkthrough: 'hasSeenFeatureWalkthrough',
  elementTour: 'hasSeenTour',
} as const;

export type TourKind = keyof typeof TOUR_FLAG_KEYS;

type FlagReader = Pick<Storage, 'getItem'>;
type FlagWriter = Pick<Storage, 'setItem'>;

function isSet(storage: FlagReader, key: string, seenOnAccount: readonly TourKind[]): boolean {
  if (seenOnAccount.some((tour) => TOUR_FLAG_KEYS[tour] === key)) return true;
  try {
    return Boolean(storage.getItem(key));
  } catch {
    // Storage that cannot be read (blocked by the browser) must not replay a tour on every page.
    return true;
  }
}

/**
 * Spec section 4: the feature walkthrough shows while its flag is unset; the element tour only
 * once the walkthrough was seen and its own flag is unset. A tour the account has seen (on any
 * browser) counts as seen here too.
 */
export function tourToShow(storage: FlagReader, seenOnAccount: readonly TourKind[] = []): TourKind | null {
  if (!isSet(storage, TOUR_FLAG_KEYS.walkthrough, seenOnAccount)) return 'walkthrough';
  if (!isSet(storage, TOUR_FLAG_KEYS.elementTour, seenOnAccount)) return 'elementTour';
  return null;
}

/** Tours this browser's flags say were seen, for the account to remember too. */
export function toursSeenHere(storage: FlagReader): TourKind[] {
  try {
    return (Object.keys(TOUR_FLAG_KEYS) as TourKind[]).filter((tour) => Boolean(storage.getItem(TOUR_FLAG_KEYS[tour])));
  } catch {
    // Unreadable storage says nothing about what was seen.
    return [];
  }
}

/** Completing or skipping a tour sets its flag to 'true'. */
export function markTourSeen(storage: FlagWriter, tour: TourKind): void {
  try {
    storage.setItem(TOUR_FLAG_KEYS[tour], 'true');
  } catch {
    // Nothing to remember it in; the tour simply may show again.
  }
}

/** The help button's event: starts the element tour whatever the flags say. */
export const START_TOUR_EVENT = 'sitespark:start-tour';

export function requestTourStart(target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
}
