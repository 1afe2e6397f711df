import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { FileText, Search, Sparkles } from 'lucide-react';
import type { KitSummary } from '@sitespark/contracts';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { serverMessage } from '../generator/generator-api.ts';
import { kitPath } from '../paths.ts';
import { useKitList } from './kits-api.ts';
import { formatDateTime } from '../../lib/format-date.ts';

const languageNames: Record<KitSummary['language'], string> = { en: 'English', de: 'German', es: 'Spanish', fr: 'French', pt: 'Portuguese' };

/** Waits until typing pauses, so each keystroke does not fetch a page. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function KitRow({ kit }: { kit: KitSummary }) {
  return (
    <li className="min-w-0">
      <Link
        href={kitPath(kit.id)}
        className="flex items-center gap-4 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {kit.thumbnail ? (
          <img src={kit.thumbnail} alt="" className="size-16 shrink-0 rounded-lg border border-line object-cover" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <FileText className="size-6" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink" title={kit.name}>
            {kit.name}
          </span>
          <span className="block truncate text-sm text-ink-muted" title={kit.url}>
            {kit.url}
          </span>
          <span className="mt-1 block text-xs text-ink-muted">{`${kit.type} · ${languageNames[kit.language]} · ${formatDateTime(kit.createdAt)}`}</span>
        </span>
      </Link>
    </li>
  );
}

/** Every kit the user made, newest first, searchable, a page at a time. */
export function KitsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const kits = useKitList(query);
  const searchId = useId();
  const items = kits.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageShell heading="Your kits" description="Every marketing kit you generated, kept with its posts, emails, ads, flyers and scores.">
      <div className="mt-8 flex flex-col gap-6">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search your kits
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
          <Input id={searchId} type="search" placeholder="Search by name or website" value={search} onChange={(event) => setSearch(event.target.value)} className="pl-9" />
        </div>

        {kits.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-8" label="Loading your kits" />
          </div>
        ) : kits.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-start gap-3">
              <p className="font-semibold text-ink">Your kits could not be loaded.</p>
              <p className="text-sm text-ink-muted">{serverMessage(kits.error) ?? 'Please try again.'}</p>
              <Button variant="secondary" onClick={() => void kits.refetch()}>
                Try again
              </Button>
            </CardContent>
          </Card>
        ) : items.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3">
              {query ? (
                <p className="text-ink">{`No kit matches “${query}”.`}</p>
              ) : (
                <>
                  <p className="font-semibold text-ink">No kits yet.</p>
                  <p className="text-sm text-ink-muted">Each kit you generate is kept here, ready to edit, share or export.</p>
                  <Link href="/create" className={buttonClasses('primary', 'md')}>
                    <Sparkles aria-hidden="true" />
                    Create your first kit
                  </Link>
                </>
              )}
            </CardContent>
          </Card>
        ) : (
          <>
            <ul aria-label="Kits" className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {items.map((kit) => (
                <KitRow key={kit.id} kit={kit} />
              ))}
            </ul>
            {kits.hasNextPage && (
              <Button variant="secondary" className="self-center" onClick={() => void kits.fetchNextPage()} disabled={kits.isFetchingNextPage}>
                {kits.isFetchingNextPage ? <Spinner className="size-4" label="Loading more kits" /> : null}
                Load more
              </Button>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
