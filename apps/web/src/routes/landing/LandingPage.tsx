import { ArrowRight, Check, Mail, MessageSquareText, Video } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { TopBar } from '../../components/TopBar.tsx';
import { LogoMark } from '../../components/Logo.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/Card.tsx';
import { LOGIN_URL } from '../paths.ts';

type Feature = { title: string; description: string; icon: LucideIcon };

const features: Feature[] = [
  {
    title: 'Social Media Posts',
    description: 'Ready-to-publish posts for Twitter, Facebook, LinkedIn and Instagram, three options each.',
    icon: MessageSquareText,
  },
  {
    title: 'Email Campaigns',
    description: 'Subject lines, bodies and welcome, nurture and promotional sequences written for your audience.',
    icon: Mail,
  },
  {
    title: 'Promo Videos',
    description: 'Slideshow videos built from your site screenshots, with text overlays and background music.',
    icon: Video,
  },
];

const promises = ['$5 per month', 'No contracts or setup fees', 'Cancel anytime'];

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <section className="relative overflow-hidden border-b border-line/70 bg-linear-to-b from-brand-50 via-canvas to-canvas">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-40 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
          />
          <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-xs font-medium text-brand-800 sm:text-sm">
              AI marketing for creators and small businesses
            </p>
            <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-6xl sm:leading-[1.05]">
              Turn your website into a month of{' '}
              <span className="bg-linear-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
                marketing content
              </span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">
              Add your site&apos;s address and a few screenshots. SiteSpark writes your social posts, email
              campaigns, ad copy and website copy, and can turn them into a promo video.
            </p>
            <Button asChild size="lg" className="mt-10 shadow-lg shadow-brand-600/25">
              <a href={LOGIN_URL}>
                Start Promoting Content
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-ink-muted sm:flex-row">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-1.5">
                  <Check aria-hidden="true" className="size-4 text-brand-600" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Everything you need to promote your site
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {features.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="flex flex-col gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <CardTitle>{title}</CardTitle>
                    <CardDescription className="text-base">{description}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-6 text-sm text-ink-muted sm:px-6">
          <LogoMark className="size-6 rounded-md" />
          <span>SiteSpark</span>
        </div>
      </footer>
    </div>
  );
}
