import { Link, useLocation } from 'wouter';
import { CircleHelp, Sparkles } from 'lucide-react';
import { clsx } from 'clsx';
import { useAuth } from '../api/auth.ts';
import { Button, buttonClasses } from './ui/Button.tsx';
import { requestTourStart } from '../lib/tour-flags.ts';
import { LogoMark } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';
import { GENERATOR_PATHS, LOGIN_URL, SIGN_IN_URL } from '../routes/paths.ts';

export function TopBar() {
  const { user } = useAuth();
  const [location] = useLocation();
  const onGenerator = GENERATOR_PATHS.includes(location);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href="/"
          data-tour="logo"
          className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <LogoMark />
          SiteSpark
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Link
            href="/create"
            data-tour="create-content"
            aria-current={onGenerator ? 'page' : undefined}
            className={buttonClasses('ghost', 'md', clsx(onGenerator && 'bg-brand-50 text-brand-800', !user && 'max-sm:hidden'))}
          >
            <Sparkles aria-hidden="true" className="max-sm:hidden" />
            Create Content
          </Link>
          {user ? (
            <>
              <Button variant="ghost" size="icon" aria-label="Take the tour" title="Take the tour" onClick={() => requestTourStart()}>
                <CircleHelp aria-hidden="true" className="size-5!" />
              </Button>
              <span data-tour="user-menu" className="ml-1 rounded-full sm:ml-2">
                <UserMenu user={user} />
              </span>
            </>
          ) : (
            <>
              <a href={SIGN_IN_URL} className={buttonClasses('ghost', 'md')}>
                Sign In
              </a>
              <a href={LOGIN_URL} className={buttonClasses('primary', 'md')}>
                Get Started
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
