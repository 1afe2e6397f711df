import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowRight, Clapperboard, FileText, Film, FolderOpen, Layers, Music, Palette, Rocket, Share2, Sparkles, TrendingUp, Video } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { KITS_PATH, VIDEOS_PATH } from '../paths.ts';
import { UsageCard } from './UsageCard.tsx';

/** Spec section 9: five platforms and four content types. */
export const PLATFORMS_READY = 5;
export const CONTENT_TYPES = 4;

function ContentCreatedValue() {
  const stats = useQuery({ queryKey: [routeUrl('content.getStats')], queryFn: () => callRoute('content.getStats') });
  if (stats.isPending) {
    return (
      <span role="status" className="block h-9 w-12 animate-pulse rounded-md bg-line">
        <span className="sr-only">Loading</span>
      </span>
    );
  }
  if (stats.isError) {
    return (
      <span title="Your count could not be loaded">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not available right now</span>
      </span>
    );
  }
  return <>{stats.data.contentCreated}</>;
}

type Stat = { label: string; value: ReactNode; icon: LucideIcon };

const stats: Stat[] = [
  { label: 'Content Created', value: <ContentCreatedValue />, icon: FileText },
  { label: 'Platforms Ready', value: PLATFORMS_READY, icon: Share2 },
  { label: 'Content Types', value: CONTENT_TYPES, icon: Layers },
];

type Feature = { title: string; description: string; href: string; icon: LucideIcon; value?: string; tone: string };

const features: Feature[] = [
  {
    title: 'AI Content Generator',
    description: 'Social posts, emails, ads and website copy from your site and screenshots.',
    href: '/create',
    icon: Sparkles,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    title: 'AI Video Studio',
    description: 'Promo videos from your screenshots, with overlays and music.',
    href: '/video-studio',
    icon: Video,
    value: '$200/month value',
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    title: 'Brand Kit Generator',
    description: 'Colors, fonts and voice pulled from your website.',
    href: '/create',
    icon: Palette,
    value: '$380/month value',
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    title: 'Viral Predictor AI',
    description: 'A score for every post, so you publish the ones that travel.',
    href: '/create',
    icon: TrendingUp,
    value: '$300/month value',
    tone: 'bg-emerald-100 text-emerald-800',
  },
];

type Place = { title: string; description: string; href: string; icon: LucideIcon };

/** Where the user's work is kept and the studios, reachable from the dashboard and not only from menus. */
const places: Place[] = [
  { title: 'Your kits', description: 'Every marketing kit you generated, with its plans and share links.', href: KITS_PATH, icon: FolderOpen },
  { title: 'Your videos', description: 'Every video you rendered, to play, download or delete.', href: VIDEOS_PATH, icon: Film },
  { title: 'Free Video Studio', description: 'A slideshow video from your screenshots, with text and music.', href: '/free-video', icon: Video },
  { title: 'Professional Video Studio', description: 'A narrated video with a version for every platform.', href: '/professional-video', icon: Clapperboard },
  { title: 'Music Manager', description: 'Preview the library, upload your own MP3s or take the sound from a video.', href: '/music-manager', icon: Music },
];

export function DashboardPage() {
  return (
    <PageShell heading="Welcome back!" description="Turn your website into marketing content that works while you sleep.">
      <section aria-label="Your numbers" className="mt-10">
        <dl className="grid gap-4 sm:grid-cols-3">
          {stats.map(({ label, value, icon: Icon }) => (
            <Card key={label} className="flex items-center gap-4 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col">
                <dt className="text-sm font-medium text-ink-muted">{label}</dt>
                <dd className="order-first text-3xl font-bold text-ink tabular-nums">{value}</dd>
              </div>
            </Card>
          ))}
        </dl>
        <UsageCard />
      </section>

      <section aria-labelledby="tools-heading" className="mt-12">
        <h2 id="tools-heading" className="text-xl font-semibold text-ink">
          Your tools
        </h2>
        <ul data-tour="navigation" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, description, href, icon: Icon, value, tone }) => (
            <li key={title}>
              <Link
                href={href}
                className="group flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-base font-semibold text-ink">{title}</span>
                <span className="flex-1 text-sm text-ink-muted">{description}</span>
                {value && <span className="text-xs font-semibold text-brand-700">{value}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="work-heading" className="mt-12">
        <h2 id="work-heading" className="text-xl font-semibold text-ink">
          Your work and studios
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {places.map(({ title, description, href, icon: Icon }) => (
            <li key={title}>
              <Link
                href={href}
                className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-sm font-semibold text-ink">{title}</span>
                  <span className="text-xs text-ink-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card className="mt-12 overflow-hidden border-0 bg-linear-to-br from-brand-700 via-brand-600 to-fuchsia-700 text-white">
        <CardContent className="flex flex-col items-start gap-6 p-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15">
              <Rocket aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 className="text-2xl font-bold">Generate Promotional Content</h2>
              <p className="mt-1 max-w-lg text-white/85">
                Paste your website address, add a few screenshots and get a complete marketing kit in about a minute.
              </p>
            </div>
          </div>
          <Link href="/create" className={buttonClasses('secondary', 'lg', 'border-0 text-brand-800')}>
            Start Creating Content
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    </PageShell>
  );
}
