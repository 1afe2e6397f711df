import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { PartyPopper, Palette, Rocket, Sparkles, TrendingUp, Video } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { TourClose, TourControls, focusPrimary } from './TourControls.tsx';

type WalkthroughStep = { id: string; title: string; description: string; icon: LucideIcon; tone: string; value?: string };

/** Spec section 2: welcome, content generator, video studio, brand kit, viral predictor, complete. */
export const walkthroughSteps: WalkthroughStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to SiteSpark!',
    description: 'Turn your website into a complete marketing kit in minutes. Here is a quick look at what you can do.',
    icon: Rocket,
    tone: 'from-brand-500 to-brand-700',
  },
  {
    id: 'content-generator',
    title: 'AI Content Generator',
    description:
      'Give SiteSpark your website address and a few screenshots. It writes social posts, email campaigns, ad copy and website copy for you.',
    icon: Sparkles,
    tone: 'from-brand-500 to-fuchsia-600',
  },
  {
    id: 'video-studio',
    title: 'AI Video Studio',
    description: 'Turn your screenshots into a promo video with text overlays and background music, sized for every platform.',
    icon: Video,
    tone: 'from-rose-500 to-orange-500',
    value: '$200/month value',
  },
  {
    id: 'brand-kit',
    title: 'Brand Kit Generator',
    description: 'Get your colors, fonts and brand voice pulled straight from your site, ready to reuse everywhere.',
    icon: Palette,
    tone: 'from-amber-500 to-orange-600',
    value: '$380/month value',
  },
  {
    id: 'viral-predictor',
    title: 'Viral Predictor AI',
    description: 'See how likely each post is to take off before you publish it, and post the ones that travel.',
    icon: TrendingUp,
    tone: 'from-emerald-500 to-teal-600',
    value: '$300/month value',
  },
  {
    id: 'complete',
    title: 'You are all set!',
    description: 'Start with the content generator: paste your website address and watch your marketing kit appear.',
    icon: PartyPopper,
    tone: 'from-brand-600 to-fuchsia-600',
  },
];

/** The six-step overlay shown to a subscriber who has not seen it yet. */
export function FeatureWalkthrough({ onFinish }: { onFinish: () => void }) {
  const [step, setStep] = useState(0);
  const current = walkthroughSteps[step] ?? walkthroughSteps[0]!;
  const Icon = current.icon;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onFinish()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-ink/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onOpenAutoFocus={focusPrimary}
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-pop data-[state=open]:animate-pop-in focus-visible:outline-none sm:p-8"
        >
          <TourClose />
          <div key={current.id} className="flex animate-fade-in flex-col items-center text-center">
            <span
              className={`flex size-16 items-center justify-center rounded-2xl bg-linear-to-br ${current.tone} text-white shadow-lg`}
            >
              <Icon aria-hidden="true" className="size-8" />
            </span>
            <DialogPrimitive.Title className="mt-5 text-xl font-bold text-ink">{current.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-base text-ink-muted">{current.description}</DialogPrimitive.Description>
            {current.value && (
              <span className="mt-4 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{current.value}</span>
            )}
          </div>
          <TourControls
            step={step}
            total={walkthroughSteps.length}
            finishLabel="Get Started"
            onBack={() => setStep((value) => Math.max(0, value - 1))}
            onNext={() => (step === walkthroughSteps.length - 1 ? onFinish() : setStep((value) => value + 1))}
            onSkip={onFinish}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
