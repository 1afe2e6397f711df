import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageShell } from '../../components/PageShell.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { KitProvider } from '../generator/results/kit-editing.tsx';
import { loadResultsView, sharedKitQuery } from './shared-kit-query.ts';

const ResultsView = lazy(() => loadResultsView().then((module) => ({ default: module.ResultsView })));

/** A kit someone shared: the result tabs, read-only, for anyone with the link (signed in or not). */
export function SharedKitPage({ params }: { params: { token: string } }) {
  const { token } = params;
  const kit = useQuery(sharedKitQuery(token));

  if (kit.isPending) {
    return (
      <PageShell heading="Shared kit">
        <div className="mt-10 flex justify-center">
          <Spinner className="size-8" label="Loading the shared kit" />
        </div>
      </PageShell>
    );
  }
  if (kit.isError) {
    const failure = readApiFailure(kit.error);
    const missing = failure?.status === 404;
    return (
      <PageShell heading={missing ? 'Shared kit not found' : 'Shared kit'}>
        <Card role="alert" className="mt-8">
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-ink">
              {missing ? 'This link does not lead to a kit: it was revoked, or it is not complete.' : (failure?.message ?? 'The shared kit could not be loaded. Please try again.')}
            </p>
            <Link href="/" className={buttonClasses('secondary', 'md')}>
              Go to SiteSpark
            </Link>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  const shared = kit.data;
  return (
    <PageShell heading={shared.kit.name} description={`A marketing kit for ${shared.kit.url}, shared read-only.`}>
      <KitProvider value={{ kitId: null, editing: null }}>
        <Suspense
          fallback={
            <div className="mt-10 flex justify-center">
              <Spinner className="size-8" label="Loading the shared kit" />
            </div>
          }
        >
          <ResultsView result={shared} snippets={[]} readOnly />
        </Suspense>
      </KitProvider>
    </PageShell>
  );
}
