/** After signing in or registering the page reloads so every screen starts from the new session. */
export const RELOAD_DELAY_MS = 700;

export function reloadPage(): void {
  window.location.reload();
}
