import { useEffect, useEffectEvent } from 'react';
import { driver } from 'driver.js';
import type { Config, DriveStep, Driver, PopoverDOM } from 'driver.js';

type ElementStep = { id: string; title: string; description: string; /** `data-tour` value of the element shown; none centres the card. */ target?: string };

/** Spec section 2: welcome, logo, create content, navigation, user menu. */
export const elementTourSteps: ElementStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to SiteSpark!',
    description: 'Let us show you around. This takes less than a minute.',
  },
  {
    id: 'logo',
    title: 'Your home base',
    description: 'Click the SiteSpark logo anytime to come back to your dashboard.',
    target: 'logo',
  },
  {
    id: 'create-content',
    title: 'Create Content',
    description: 'Start here: give SiteSpark your website address and screenshots to generate your marketing kit.',
    target: 'create-content',
  },
  {
    id: 'navigation',
    title: 'All your tools',
    description: 'Jump straight to the content generator, the video studio, the brand kit or the viral predictor.',
    target: 'navigation',
  },
  {
    id: 'user-menu',
    title: 'Your account',
    description: 'Open this menu to manage your subscription or sign out.',
    target: 'user-menu',
  },
];

const arrowIcon = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;

/** Looks and controls shared by every step; the look itself is in tour-popover.css. */
const tourOptions: Config = {
  popoverClass: 'sitespark-tour',
  overlayColor: '#1c1830',
  overlayOpacity: 0.6,
  stagePadding: 6,
  stageRadius: 12,
  // Animated, driver.js shows the next card only halfway through moving the highlight; this swaps it at once.
  animate: false,
  allowScroll: false,
  disableActiveInteraction: true,
  // A stray click beside the card does not end the tour.
  overlayClickBehavior: () => {},
  showProgress: true,
  progressText: 'Step {{current}} of {{total}}',
  nextBtnText: `Next${arrowIcon('<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>')}`,
  prevBtnText: `${arrowIcon('<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>')}Previous`,
  doneBtnText: 'Get Started!',
};

function toDriveStep({ title, description, target }: ElementStep, index: number): DriveStep {
  return {
    element: target ? `[data-tour="${target}"]` : undefined,
    popover: { title, description, showButtons: index === 0 ? ['next', 'close'] : ['next', 'previous', 'close'] },
  };
}

function createDialog(): HTMLElement {
  const dialog = document.createElement('div');
  // The dialog needs a box of its own to count as shown, and no stacking context (as `fixed` would
  // make) that would put driver.js's card under its overlay.
  dialog.className = 'pointer-events-none absolute inset-0';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'driver-popover-title');
  dialog.setAttribute('aria-describedby', 'driver-popover-description');
  document.body.append(dialog);
  return dialog;
}

function skipButton(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sitespark-tour-skip-btn';
  button.textContent = 'Skip Tour';
  button.addEventListener('click', onClick);
  return button;
}

/**
 * driver.js builds a new popover for every step; holding each one in the same dialog element lets
 * assistive technology follow one dialog through the tour.
 */
function adoptPopover(dialog: HTMLElement, popover: PopoverDOM, tour: Driver, onSkip: () => void): void {
  dialog.append(popover.wrapper);
  for (const attribute of ['role', 'aria-labelledby', 'aria-describedby']) popover.wrapper.removeAttribute(attribute);
  popover.title.setAttribute('role', 'heading');
  popover.title.setAttribute('aria-level', '2');
  popover.closeButton.setAttribute('aria-label', 'Close tour');
  if (!tour.isLastStep()) popover.footerButtons.before(skipButton(onSkip));
  // driver.js focuses the card's first button (close) after this hook; on Next, Enter walks the tour.
  queueMicrotask(() => popover.nextButton.focus());
}

/** The five-step tour that points at parts of the screen, started after the walkthrough or by the help button. */
export function ElementTour({ onFinish }: { onFinish: () => void }) {
  const finish = useEffectEvent(onFinish);

  useEffect(() => {
    const opener = document.activeElement;
    const dialog = createDialog();
    const tour = driver({
      ...tourOptions,
      steps: elementTourSteps.map(toDriveStep),
      onPopoverRender: (popover) => adoptPopover(dialog, popover, tour, end),
      // Close, Escape and Get Started! all end here (driver.js leaves the closing to this hook).
      onDestroyStarted: end,
    });
    function end() {
      tour.destroy();
      // driver.js hands focus back only when the tour ends on its first step.
      if (opener instanceof HTMLElement) opener.focus();
      finish();
    }
    function endOnEscape(event: KeyboardEvent) {
      // Dialogs close on Escape's keydown; driver.js itself only listens for keyup.
      if (event.key === 'Escape') end();
    }
    dialog.addEventListener('keydown', endOnEscape);
    tour.drive();
    return () => {
      tour.destroy();
      dialog.remove();
    };
  }, []);

  return null;
}
