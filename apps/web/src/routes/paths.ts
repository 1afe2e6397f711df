import { routeUrl } from '../api/route-url.ts';

/** Spec section 2: every one of these shows the landing page to a signed-out visitor. */
export const SIGNED_OUT_PATHS: readonly string[] = [
  '/',
  '/create',
  '/create-content',
  '/marketing-generator',
  '/video-studio',
  '/free-video',
  '/professional-video',
  '/subscribe',
  '/music-manager',
];

/** The content generator answers at three addresses. */
export const GENERATOR_PATHS: readonly string[] = ['/create', '/create-content', '/marketing-generator'];

export const SUBSCRIBE_PATH = '/subscribe';

/** Full-page navigations handled by the server, never by the client router. */
export const LOGIN_URL = routeUrl('auth.startExternalLogin');
export const SIGN_IN_URL = routeUrl('auth.startSignIn');
export const LOGOUT_URL = routeUrl('auth.logout');

/** "Your kits": the kept kits, and one kit opened into the result tabs. */
export const KITS_PATH = '/kits';
export const kitPath = (id: string) => `${KITS_PATH}/${encodeURIComponent(id)}`;
/** A kit's posting calendar; `plan` opens one of its plans. */
export const kitPlanPath = (id: string, plan?: string) => `${kitPath(id)}/plan${plan ? `?plan=${encodeURIComponent(plan)}` : ''}`;

/** A kit shared read-only by its link; open to anyone, signed in or not. */
export const SHARED_KIT_PATH = '/shared/:token';

/** "Your videos": every render the user started, with its progress and files. */
export const VIDEOS_PATH = '/videos';

/** The user's own pages outside the spec's route table: signed out, they ask for sign-in (a bookmark leads back). */
export const ACCOUNT_PATHS: readonly string[] = [KITS_PATH, `${KITS_PATH}/*`, VIDEOS_PATH];
