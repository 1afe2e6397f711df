/** Browser storage keys of spec section 3; a tour counts as seen once its key holds any value. */
export const TOUR_FLAG_KEYS = {
  walkthrough: 'hasSeenFeatureWalkthrough',
  elementTour: 'hasSeenTour',
} as const;

export type TourKind = keyof typeof TOUR_FLAG_KEYS;

type FlagReader = Pick<Storage, 'getItem'>;
type FlagWriter = Pick<Storage, 'setItem'>;

function isSet(storage: FlagReader, key: string): boolean {
  try {
    return Boolean(storage.getItem(key));
  } catch {
    // Storage that cannot be read (blocked by the browser) must not replay a tour on every page.
    return true;
  }
}

/**
 * Spec section 4: the feature walkthrough shows while its flag is unset; the element tour only
 * once the walkthrough was seen and its own flag is unset.
 */
export function tourToShow(storage: FlagReader): TourKind | null {
  if (!isSet(storage, TOUR_FLAG_KEYS.walkthrough)) return 'walkthrough';
  if (!isSet(storage, TOUR_FLAG_KEYS.elementTour)) return 'elementTour';
  return null;
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
