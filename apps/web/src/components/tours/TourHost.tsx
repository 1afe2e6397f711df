import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY, useAuth } from '../../api/auth.ts';
import { callRoute } from '../../api/call-route.ts';
import { START_TOUR_EVENT, markTourSeen, tourToShow, toursSeenHere } from '../../lib/tour-flags.ts';
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

/** Remembers a seen tour on the account too, so another browser does not show it; a failure only means it may show there. */
function useRecordOnAccount() {
  const queryClient = useQueryClient();
  return (tour: TourKind) => {
    callRoute('auth.markTourSeen', { body: { tour } })
      .then((user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user))
      .catch(() => undefined);
  };
}

/**
 * Shows the tour the flags call for (spec section 4): the walkthrough first, then the element tour.
 * A tour counts as seen when this browser's flag is set or the account has seen it on any browser.
 * The help button's start-tour event replays the element tour at any time.
 */
export function TourHost() {
  const { user } = useAuth();
  const seenOnAccount = user?.toursSeen;
  const recordOnAccount = useRecordOnAccount();
  const [active, setActive] = useState<TourKind | null>(() => {
    const store = storage();
    return store ? tourToShow(store, seenOnAccount) : null;
  });

  // Tours seen in this browser before the account kept them: the account learns them once.
  useEffect(() => {
    const store = storage();
    if (!store || !seenOnAccount) return;
    for (const tour of toursSeenHere(store)) if (!seenOnAccount.includes(tour)) recordOnAccount(tour);
    // Once per sign-in: the answer updates seenOnAccount, which then holds these tours.
  }, [user?.id]);

  useEffect(() => {
    const start = () => setActive('elementTour');
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  function finish(tour: TourKind) {
    const store = storage();
    if (store) markTourSeen(store, tour);
    if (!seenOnAccount?.includes(tour)) recordOnAccount(tour);
    setActive(tour === 'walkthrough' && store ? tourToShow(store, [...(seenOnAccount ?? []), tour]) : null);
  }

  if (active === 'walkthrough') return <FeatureWalkthrough onFinish={() => finish('walkthrough')} />;
  if (active === 'elementTour') return <ElementTour onFinish={() => finish('elementTour')} />;
  return null;
}
