import type { ReactNode } from 'react';
import { TopBar } from './TopBar.tsx';

export type PageShellProps = {
  heading: string;
  description?: string;
  children?: ReactNode;
};

/** The frame every signed-in screen shares: the top bar, then the screen's heading. */
export function PageShell({ heading, description, children }: PageShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
        {description && <p className="mt-3 max-w-2xl text-base text-ink-muted sm:text-lg">{description}</p>}
        {children}
      </main>
    </div>
  );
}
