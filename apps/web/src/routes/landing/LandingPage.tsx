import { useEffect, useState } from 'react';
import { ArrowRight, Check, Mail, MessageSquareText, Quote, Star, Video } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { TopBar } from '../../components/TopBar.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/Card.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/Accordion.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { LOGIN_URL } from '../paths.ts';
import { IntroWalkthrough } from './IntroWalkthrough.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { PriceComparison } from './PriceComparison.tsx';
import { SignInDialog, isSignInTab } from './SignInDialog.tsx';
import type { SignInTab } from './SignInDialog.tsx';
import { claimedValue, faqs, featureValues, marketingStats, testimonials } from './landing-content.ts';

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

type DialogState = { open: boolean; tab: SignInTab };

/** `?signin=sign-in|create-account` (the server's sign-in redirects) opens the dialog on that tab. */
function readSignInRequest(): { dialog: DialogState; externalFailed: boolean } {
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('signin');
  return {
    dialog: isSignInTab(requested) ? { open: true, tab: requested } : { open: false, tab: 'create-account' },
    externalFailed: params.get('error') === 'external',
  };
}

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p>}
    </div>
  );
}

function Stars({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}

export function LandingPage() {
  const [request] = useState(readSignInRequest);
  const [dialog, setDialog] = useState<DialogState>(request.dialog);
  const { toast } = useToast();

  useEffect(() => {
    if (request.externalFailed) {
      toast({
        title: 'Sign in failed',
        description: 'We could not sign you in with your external account. Please try again or use your email.',
        variant: 'destructive',
      });
    }
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
  }, [request, toast]);

  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <section className="relative overflow-hidden border-b border-line/70 bg-linear-to-b from-brand-50 via-canvas to-canvas">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-40 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
            <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
              <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-xs font-medium text-brand-800 sm:text-sm">
                <Stars label="Rated 4.9 out of 5" />
                Loved by 2,847+ creators
              </p>
              <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-6xl sm:leading-[1.05]">
                Turn your website into a month of{' '}
                <span className="bg-linear-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
                  marketing content
                </span>
              </h1>
              <p className="mt-6 max-w-xl text-lg text-pretty text-ink-muted sm:text-xl">
                Add your site&apos;s address and a few screenshots. SiteSpark writes your social posts, email campaigns, ad
                copy and website copy, and turns them into a promo video.
              </p>
              <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row">
                <Button
                  size="lg"
                  className="shadow-lg shadow-brand-600/25"
                  onClick={() => setDialog({ open: true, tab: 'create-account' })}
                >
                  Start Promoting Content
                  <ArrowRight aria-hidden="true" />
                </Button>
                <a href="#how-it-works" className={buttonClasses('ghost', 'lg')}>
                  See how it works
                </a>
              </div>
              <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-ink-muted sm:flex-row">
                {promises.map((promise) => (
                  <li key={promise} className="flex items-center gap-1.5">
                    <Check aria-hidden="true" className="size-4 text-brand-600" />
                    {promise}
                  </li>
                ))}
              </ul>
            </div>
            <div id="how-it-works" className="scroll-mt-24">
              <h2 className="sr-only">See SiteSpark in action</h2>
              <IntroWalkthrough />
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading
            id="features-heading"
            eyebrow="Features"
            title="Everything you need to promote your site"
            lead="One website address in, a complete marketing kit out."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {features.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full transition-shadow hover:shadow-pop">
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

        <section aria-labelledby="pricing-heading" className="border-y border-line/70 bg-surface">
          <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
            <SectionHeading
              id="pricing-heading"
              eyebrow="Pricing"
              title="One tool instead of three subscriptions"
              lead="Single-purpose tools charge for one kind of content. SiteSpark does all of it."
            />
            <div className="mt-12">
              <PriceComparison />
            </div>
          </div>
        </section>

        <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="Creators ship more with SiteSpark" />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
                  <Quote aria-hidden="true" className="size-7 text-brand-300" />
                  <blockquote className="mt-3 flex-1 text-base leading-relaxed text-ink">{testimonial.quote}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                    >
                      {testimonial.name.charAt(0)}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold text-ink">{testimonial.name}</span>
                      <span className="block text-ink-muted">{testimonial.role}</span>
                    </span>
                    <span className="ml-auto">
                      <Stars label="5 out of 5 stars" />
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="value-heading" className="bg-linear-to-br from-brand-800 via-brand-700 to-fuchsia-800 text-white">
          <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">The value</p>
              <h2 id="value-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                ${claimedValue.monthly}/month of tools for $5
              </h2>
              <p className="mt-4 text-lg text-brand-100">
                Save ${claimedValue.savingsMonthly} per month, {claimedValue.savingsPercent} less than buying the same
                capabilities separately.
              </p>
              <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
                {marketingStats.map((stat) => (
                  <div key={stat.label} className="flex flex-col">
                    <dt className="text-sm text-brand-200">{stat.label}</dt>
                    <dd className="order-first text-2xl font-extrabold tabular-nums sm:text-3xl">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="rounded-2xl bg-white p-6 text-ink shadow-pop sm:p-8">
              <ul className="divide-y divide-line">
                {featureValues.map((item) => (
                  <li key={item.feature} className="flex items-center justify-between gap-4 py-3">
                    <span className="font-medium">{item.feature}</span>
                    <span className="whitespace-nowrap text-ink-muted tabular-nums">${item.monthly}/month value</span>
                  </li>
                ))}
                <li className="flex items-center justify-between gap-4 py-3">
                  <span className="font-semibold">Total value</span>
                  <span className="font-semibold tabular-nums">${claimedValue.monthly}/month</span>
                </li>
                <li className="flex items-center justify-between gap-4 pt-4">
                  <span className="text-lg font-bold text-brand-800">You pay</span>
                  <span className="text-lg font-bold text-brand-800 tabular-nums">$5/month</span>
                </li>
              </ul>
              <p className="mt-5 rounded-xl bg-emerald-50 px-4 py-3 text-center text-sm font-semibold text-emerald-800">
                You save ${claimedValue.savingsMonthly} per month ({claimedValue.savingsPercent})
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions, answered" />
          <Accordion type="single" collapsible className="mt-10 rounded-2xl border border-line bg-surface px-5 shadow-card sm:px-7">
            {faqs.map((faq) => (
              <AccordionItem key={faq.question} value={faq.question}>
                <AccordionTrigger>{faq.question}</AccordionTrigger>
                <AccordionContent>{faq.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
          <div className="mx-auto flex max-w-4xl flex-col items-center rounded-3xl bg-ink px-6 py-14 text-center text-white shadow-pop sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Your next month of marketing, done today
            </h2>
            <p className="mt-4 max-w-xl text-lg text-white/80">
              Join 2,847+ creators who promote their websites with SiteSpark. $5 per month, cancel anytime.
            </p>
            <a href={LOGIN_URL} className={buttonClasses('primary', 'lg', 'mt-8')}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </section>
      </main>
      <LandingFooter />
      <SignInDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        tab={dialog.tab}
        onTabChange={(tab) => setDialog((current) => ({ ...current, tab }))}
      />
    </div>
  );
}
