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
