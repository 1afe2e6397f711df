import type { ReactNode } from 'react';
import { LogoMark } from '../../components/Logo.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/Dialog.tsx';

const CONTACT_EMAIL = 'hello@sitespark.app';

const footerLinkClasses =
  'cursor-pointer rounded-sm text-sm text-ink-muted underline-offset-4 transition-colors hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function PolicyDialog({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger className={footerLinkClasses}>{title}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm leading-relaxed text-ink-muted">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <span className="flex items-center gap-2 font-bold text-ink">
            <LogoMark className="size-7 rounded-md" />
            SiteSpark
          </span>
          <p className="text-sm text-ink-muted">Marketing content from your website, for $5 a month.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <PolicyDialog title="Privacy Policy" summary="What SiteSpark keeps about you, and why.">
            <p>
              We keep your name, email address and a salted hash of your password so you can sign in, your subscription
              status so we know which plan you are on, and the content, screenshots and videos you create so you can come
              back to them.
            </p>
            <p>
              Card payments are handled by our payment processor. SiteSpark never sees or stores your full card number.
            </p>
            <p>We do not sell your data or share your content. Write to {CONTACT_EMAIL} to have your account deleted.</p>
          </PolicyDialog>
          <PolicyDialog title="Terms of Service" summary="The short version of our agreement with you.">
            <p>
              SiteSpark is a subscription of $5 per month or $50 per year, renewed automatically until you cancel. You can
              cancel at any time from the Subscription page; you keep access until the end of the period you paid for.
            </p>
            <p>
              You own the content you create with SiteSpark. Generated text is a draft written by AI: review it before you
              publish it, and only upload screenshots of websites you have the right to use.
            </p>
          </PolicyDialog>
          <a href={`mailto:${CONTACT_EMAIL}`} className={footerLinkClasses}>
            Contact
          </a>
        </nav>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-ink-muted">© {year} SiteSpark. All rights reserved.</p>
    </footer>
  );
}
