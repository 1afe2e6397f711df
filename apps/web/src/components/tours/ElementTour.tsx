import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { TourClose, TourControls, focusPrimary } from './TourControls.tsx';

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

const MARGIN = 16;
const GAP = 12;
const HALO = 6;

type Layout = { spotlight: DOMRect | null; card: CSSProperties };

function findTarget(name: string | undefined): HTMLElement | null {
  if (!name) return null;
  const element = document.querySelector<HTMLElement>(`[data-tour="${name}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? element : null;
}

/** Beside the element when it fits below (else above), kept inside the viewport; centred without one. */
function placeCard(target: HTMLElement | null, card: HTMLElement | null): Layout {
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const width = Math.min(360, viewportWidth - MARGIN * 2);
  if (!target) {
    return { spotlight: null, card: { width, left: (viewportWidth - width) / 2, top: Math.max(MARGIN, (viewportHeight - (card?.offsetHeight ?? 240)) / 2) } };
  }
  const rect = target.getBoundingClientRect();
  const height = card?.offsetHeight ?? 240;
  const below = rect.bottom + HALO + GAP;
  const top = below + height <= viewportHeight - MARGIN ? below : Math.max(MARGIN, rect.top - HALO - GAP - height);
  const left = Math.min(Math.max(MARGIN, rect.left + rect.width / 2 - width / 2), viewportWidth - width - MARGIN);
  return { spotlight: rect, card: { width, left, top } };
}

/** The five-step tour that points at parts of the screen, started after the walkthrough or by the help button. */
export function ElementTour({ onFinish }: { onFinish: () => void }) {
  const [step, setStep] = useState(0);
  const [layout, setLayout] = useState<Layout>({ spotlight: null, card: { visibility: 'hidden' } });
  const cardRef = useRef<HTMLDivElement>(null);
  const current = elementTourSteps[step] ?? elementTourSteps[0]!;

  const measure = useCallback(() => setLayout(placeCard(findTarget(current.target), cardRef.current)), [current.target]);

  useLayoutEffect(() => {
    findTarget(current.target)?.scrollIntoView({ block: 'nearest' });
    measure();
  }, [measure]);

  useEffect(() => {
    const card = cardRef.current;
    const observer = card && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => measure()) : null;
    if (card) observer?.observe(card);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  const last = elementTourSteps.length - 1;
  const { spotlight } = layout;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onFinish()}>
      <DialogPrimitive.Portal>
        {spotlight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-[60] rounded-xl ring-2 ring-brand-400 transition-all duration-200"
            style={{
              top: spotlight.top - HALO,
              left: spotlight.left - HALO,
              width: spotlight.width + HALO * 2,
              height: spotlight.height + HALO * 2,
              boxShadow: '0 0 0 9999px rgb(28 24 48 / 0.6)',
            }}
          />
        ) : (
          <div aria-hidden="true" className="fixed inset-0 z-[60] bg-ink/60 animate-fade-in" />
        )}
        <DialogPrimitive.Content
          ref={cardRef}
          onOpenAutoFocus={focusPrimary}
          onPointerDownOutside={(event) => event.preventDefault()}
          style={layout.card}
          className="fixed z-[60] rounded-2xl border border-line bg-surface p-5 shadow-pop transition-[top,left] duration-200 focus-visible:outline-none"
        >
          <TourClose />
          <div key={current.id} className="animate-fade-in pr-6">
            <DialogPrimitive.Title className="text-lg font-bold text-ink">{current.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1.5 text-sm text-ink-muted">{current.description}</DialogPrimitive.Description>
          </div>
          <TourControls
            step={step}
            total={elementTourSteps.length}
            backLabel="Previous"
            finishLabel="Get Started!"
            onBack={() => setStep((value) => Math.max(0, value - 1))}
            onNext={() => (step === last ? onFinish() : setStep((value) => value + 1))}
            onSkip={onFinish}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
