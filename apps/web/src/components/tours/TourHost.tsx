import { useEffect, useState } from 'react';
import { START_TOUR_EVENT, markTourSeen, tourToShow } from '../../lib/tour-flags.ts';
import type { TourKind } from '../../lib/tour-flags.ts';
import { ElementTour } from './ElementTour.tsx';
import { FeatureWalkthrough } from './FeatureWalkthrough.tsx';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Shows the tour the flags call for (spec section 4): the walkthrough first, then the element tour.
 * The help button's start-tour event replays the element tour at any time.
 */
export function TourHost() {
  const [active, setActive] = useState<TourKind | null>(() => {
    const store = storage();
    return store ? tourToShow(store) : null;
  });

  useEffect(() => {
    const start = () => setActive('elementTour');
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  function finish(tour: TourKind) {
    const store = storage();
    if (store) markTourSeen(store, tour);
    setActive(tour === 'walkthrough' && store ? tourToShow(store) : null);
  }

  if (active === 'walkthrough') return <FeatureWalkthrough onFinish={() => finish('walkthrough')} />;
  if (active === 'elementTour') return <ElementTour onFinish={() => finish('elementTour')} />;
  return null;
}
