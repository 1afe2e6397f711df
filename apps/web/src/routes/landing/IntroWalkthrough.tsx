import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Check, Globe, ImagePlus, Mail, Music2, Pause, Play, ScanSearch, Share2, Sparkles, TrendingUp } from 'lucide-react';
import { clsx } from 'clsx';

const SCENE_MS = 5200;

const delay = (ms: number): CSSProperties => ({ animationDelay: `${ms}ms` });

/** A miniature web page, standing in for one of the user's uploaded screenshots. */
function MiniSite({ tone, size = 'small', className }: { tone: 'rose' | 'amber' | 'teal'; size?: 'small' | 'large'; className?: string }) {
  const header = { rose: 'bg-rose-400', amber: 'bg-amber-400', teal: 'bg-teal-500' }[tone];
  const block = { rose: 'bg-rose-100', amber: 'bg-amber-100', teal: 'bg-teal-100' }[tone];
  return (
    <div className={clsx('flex flex-col gap-1.5 overflow-hidden rounded-md border border-line bg-white p-2 shadow-sm', className)}>
      <div className={clsx('h-2.5 w-full rounded-sm', header)} />
      <div className="h-1.5 w-3/4 rounded-full bg-ink/15" />
      <div className="h-1.5 w-1/2 rounded-full bg-ink/10" />
      <div className={clsx('mt-1 w-full rounded-sm', size === 'large' ? 'h-24' : 'h-8', block)} />
      <div className="grid grid-cols-3 gap-1">
        <div className={clsx('rounded-sm', size === 'large' ? 'h-8' : 'h-3', block)} />
        <div className={clsx('rounded-sm', size === 'large' ? 'h-8' : 'h-3', block)} />
        <div className={clsx('rounded-sm', size === 'large' ? 'h-8' : 'h-3', block)} />
      </div>
    </div>
  );
}

function AddSiteScene() {
  return (
    <div className="flex h-full flex-col justify-center gap-4 p-5 sm:p-8">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">1 · Website URL</p>
      <div className="flex h-11 items-center gap-2 rounded-lg border-2 border-brand-500 bg-white px-3 text-sm text-ink shadow-sm">
        <Globe aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="animate-typing overflow-hidden whitespace-nowrap">https://bloomcafe.com</span>
        <span className="-ml-1.5 h-5 w-0.5 animate-caret bg-brand-600" />
      </div>
      <p className="mt-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">2 · Upload Site Snippets</p>
      <div className="grid grid-cols-3 gap-3">
        {(['rose', 'amber', 'teal'] as const).map((tone, index) => (
          <div key={tone} className="animate-rise" style={delay(1400 + index * 300)}>
            <MiniSite tone={tone} />
            <p className="mt-1 truncate text-[11px] text-ink-muted">{['Home page', 'Menu', 'Our story'][index]}</p>
          </div>
        ))}
      </div>
      <div
        className="mt-1 flex h-10 animate-rise items-center justify-center gap-2 self-start rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-md shadow-brand-600/30"
        style={delay(2800)}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        Generate Marketing Content
      </div>
    </div>
  );
}

const findings: { label: string; value: ReactNode }[] = [
  { label: 'Business', value: 'Bloom Café' },
  { label: 'Type', value: 'Coffee shop & bakery' },
  {
    label: 'Brand colors',
    value: (
      <span className="flex gap-1">
        {['bg-rose-400', 'bg-amber-300', 'bg-teal-600', 'bg-stone-700'].map((color) => (
          <span key={color} className={clsx('size-4 rounded-full ring-1 ring-black/10', color)} />
        ))}
      </span>
    ),
  },
  { label: 'Audience', value: 'Local coffee lovers' },
];

function AnalyzeScene() {
  return (
    <div className="grid h-full items-center gap-5 p-5 sm:grid-cols-[1fr_1.2fr] sm:p-8">
      <div className="relative mx-auto w-44 sm:w-full">
        <MiniSite tone="rose" size="large" />
        <div className="absolute inset-x-0 h-0.5 animate-scan bg-brand-500 shadow-[0_0_12px_2px] shadow-brand-400" />
      </div>
      <ul className="flex flex-col gap-2.5">
        {findings.map((finding, index) => (
          <li
            key={finding.label}
            className="flex animate-rise items-center justify-between gap-3 rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-xs"
            style={delay(500 + index * 550)}
          >
            <span className="flex items-center gap-2 text-ink-muted">
              <Check aria-hidden="true" className="size-4 text-emerald-600" />
              {finding.label}
            </span>
            <span className="font-semibold text-ink">{finding.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function KitScene() {
  return (
    <div className="flex h-full flex-col justify-center gap-4 p-5 sm:p-8">
      <div className="flex gap-1.5 overflow-hidden text-xs font-medium">
        {['Social Media', 'Email', 'Ads', 'Website', 'Brand Kit', 'Viral AI'].map((tab, index) => (
          <span
            key={tab}
            className={clsx(
              'shrink-0 rounded-md px-2.5 py-1.5',
              index === 0 ? 'bg-white text-brand-800 shadow-sm ring-1 ring-line' : 'text-ink-muted',
            )}
          >
            {tab}
          </span>
        ))}
      </div>
      <div className="animate-rise rounded-xl border border-line bg-white p-4 shadow-sm" style={delay(200)}>
        <div className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-rose-100 text-sm font-bold text-rose-700">B</span>
          <div className="text-sm leading-tight">
            <p className="font-semibold text-ink">Bloom Café</p>
            <p className="text-xs text-ink-muted">Instagram · Option 1 of 3</p>
          </div>
          <Share2 aria-hidden="true" className="ml-auto size-4 text-ink-muted" />
        </div>
        <p className="mt-3 text-sm leading-relaxed text-ink">
          Mornings taste better at Bloom ☀️ Fresh pastries, slow-poured coffee and a window seat with your name on it.{' '}
          <span className="text-brand-700">#CoffeeTime #ShopLocal</span>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex animate-rise items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-sm" style={delay(900)}>
          <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <p className="truncate text-sm text-ink">
            <span className="font-semibold">Subject:</span> Your table is waiting
          </p>
        </div>
        <div className="animate-rise rounded-xl border border-line bg-white p-3 shadow-sm" style={delay(1400)}>
          <p className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-2 font-semibold text-ink">
              <TrendingUp aria-hidden="true" className="size-4 text-emerald-600" />
              Viral score
            </span>
            <span className="font-bold text-emerald-700">87%</span>
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-emerald-100">
            <div className="h-full w-[87%] origin-left animate-rise rounded-full bg-emerald-500" style={delay(1600)} />
          </div>
        </div>
      </div>
    </div>
  );
}

function VideoScene() {
  return (
    <div className="flex h-full flex-col justify-center gap-3 p-5 sm:p-8">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-linear-to-br from-rose-300 via-amber-200 to-teal-300 shadow-md">
        <div className="absolute inset-0 grid grid-cols-3 gap-2 p-4 opacity-60">
          <MiniSite tone="rose" className="animate-float" />
          <MiniSite tone="amber" className="animate-float [animation-delay:400ms]" />
          <MiniSite tone="teal" className="animate-float [animation-delay:800ms]" />
        </div>
        <div
          className="absolute inset-x-4 bottom-4 animate-rise rounded-[10px] px-4 py-2.5 text-center text-white sm:inset-x-10"
          style={{ ...delay(400), backgroundColor: 'rgb(139 92 246 / 0.9)' }}
        >
          <p className="text-base font-bold sm:text-xl">Bloom Café</p>
          <p className="text-xs sm:text-sm">Professional Solutions</p>
        </div>
      </div>
      <div className="flex items-center gap-3 text-xs text-ink-muted">
        <Play aria-hidden="true" className="size-4 fill-current text-brand-700" />
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-brand-100">
          <div className="h-full animate-fill rounded-full bg-brand-600 [animation-duration:5000ms]" />
        </div>
        <span className="tabular-nums">0:30</span>
        <Music2 aria-hidden="true" className="size-4" />
        <span className="max-sm:hidden">Upbeat</span>
      </div>
    </div>
  );
}

type Scene = { id: string; step: string; title: string; caption: string; icon: typeof Globe; Visual: () => ReactNode };

const scenes: Scene[] = [
  {
    id: 'add',
    step: 'Add your site',
    title: 'Paste your website address and a few screenshots',
    caption: 'Enter your URL and upload 1 to 5 snippets of your site: your home page, menu, product pages.',
    icon: ImagePlus,
    Visual: AddSiteScene,
  },
  {
    id: 'analyze',
    step: 'AI reads it',
    title: 'SiteSpark learns your business',
    caption: 'It picks out what you sell, who it is for, your brand colors and the benefits worth talking about.',
    icon: ScanSearch,
    Visual: AnalyzeScene,
  },
  {
    id: 'kit',
    step: 'Get your kit',
    title: 'A full marketing kit, ready to publish',
    caption: 'Social posts for every platform, email sequences, ad copy, website copy, a brand kit and a viral score.',
    icon: Sparkles,
    Visual: KitScene,
  },
  {
    id: 'video',
    step: 'Make a video',
    title: 'Turn your screenshots into a promo video',
    caption: 'A 30-second slideshow with text overlays and background music, sized for each platform.',
    icon: Play,
    Visual: VideoScene,
  },
];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The landing page's intro: an animated walkthrough of the product's own screens (there is no
 * recorded video). It can be paused and each step chosen by hand; it starts paused for visitors who
 * ask for reduced motion.
 */
export function IntroWalkthrough() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const scene = scenes[index] ?? scenes[0]!;
  const { Visual } = scene;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % scenes.length), SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index]);

  return (
    <figure aria-label="SiteSpark walkthrough, animated" className="overflow-hidden rounded-2xl border border-line bg-surface shadow-pop">
      <div className="flex items-center gap-3 border-b border-line bg-canvas px-4 py-2.5">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="flex-1 truncate rounded-md bg-surface px-3 py-1 text-center text-xs text-ink-muted ring-1 ring-line">
          sitespark.app/create
        </span>
        <button
          type="button"
          onClick={() => setPlaying((current) => !current)}
          aria-label={playing ? 'Pause walkthrough' : 'Play walkthrough'}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {playing ? <Pause aria-hidden="true" className="size-4 fill-current" /> : <Play aria-hidden="true" className="size-4 fill-current" />}
        </button>
      </div>
      <div aria-hidden="true" className="relative h-[22rem] bg-linear-to-br from-brand-50 via-surface to-rose-50/60 sm:h-[21rem]">
        <div key={scene.id} className="absolute inset-0 animate-fade-in">
          <Visual />
        </div>
      </div>
      <figcaption className="border-t border-line px-4 py-4 sm:px-6">
        {/* Announced when the visitor picks a step, not on every automatic advance. */}
        <div aria-live={playing ? 'off' : 'polite'}>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            Step {index + 1} of {scenes.length}
          </p>
          <p className="mt-1 text-base font-semibold text-ink">{scene.title}</p>
          <p className="mt-1 text-sm text-ink-muted">{scene.caption}</p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2" role="group" aria-label="Walkthrough steps">
          {scenes.map((item, itemIndex) => {
            const current = itemIndex === index;
            const Icon = item.icon;
            return (
              <button
                key={item.id}
                type="button"
                aria-pressed={current}
                onClick={() => {
                  setIndex(itemIndex);
                  setPlaying(false);
                }}
                className={clsx(
                  'relative flex cursor-pointer items-center gap-2 overflow-hidden rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  current ? 'border-brand-300 bg-brand-50 text-brand-800' : 'border-line text-ink-muted hover:border-brand-200 hover:text-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{item.step}</span>
                {current && (
                  <span
                    key={`${item.id}-progress`}
                    aria-hidden="true"
                    className="absolute bottom-0 left-0 h-0.5 animate-fill bg-brand-600"
                    style={{ animationDuration: `${SCENE_MS}ms`, animationPlayState: playing ? 'running' : 'paused' }}
                  />
                )}
              </button>
            );
          })}
        </div>
      </figcaption>
    </figure>
  );
}
