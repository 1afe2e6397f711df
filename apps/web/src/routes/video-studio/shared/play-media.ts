/**
 * Starts playback; a refusal (autoplay rules, an unplayable file) is only logged (spec section 8)
 * and reported through `onFailure`.
 */
export function playMedia(element: HTMLMediaElement, onFailure?: () => void): void {
  const fail = (error: unknown) => {
    console.warn('Playback failed', error);
    onFailure?.();
  };
  try {
    // Older engines (and test DOMs) return nothing instead of a promise.
    const started = element.play() as Promise<void> | undefined;
    started?.catch(fail);
  } catch (error) {
    fail(error);
  }
}
