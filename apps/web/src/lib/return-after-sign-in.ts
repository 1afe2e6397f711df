/**
 * Where a signed-out visitor was going when they were asked to sign in. Every sign-in ends on a full
 * page load (the dialog reloads the page; the top bar's Sign In and the external provider come back
 * to /), so the place is kept in this tab's session storage and taken once the user is signed in.
 */
const KEY = 'sitespark.returnAfterSignIn';

/** An in-app path only: never another origin (`//host`) and never an API address. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/api/') && !path.includes('\\');
}

export function rememberReturnPath(path: string): void {
  if (!isAppPath(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be off (private mode, quota): the user then lands on the dashboard as before.
  }
}

/** The remembered path, forgotten as it is read so it leads back once. */
export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
