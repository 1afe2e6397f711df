import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpenCheck, ChevronDown, Pencil, Plus, RefreshCw, RotateCcw, Trash2, Undo2 } from 'lucide-react';
import { clsx } from 'clsx';
import { siteCorrectionLimits, type GenerationResult, type SiteCorrectionField, type SiteFactItem, type SiteFacts } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, CardContent } from '../../../components/ui/Card.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { Textarea } from '../../../components/ui/Textarea.tsx';
import { serverMessage } from '../generator-api.ts';
import { Badge } from '../shared/Badge.tsx';
import { saveSiteCorrection, siteFactsQueryKey, useSiteFacts, withdrawSiteCorrection, type SiteCorrectionInput } from './site-facts-api.ts';

/** Correcting what was read from the kit's site, and writing the kit again with the corrections. */
export type SiteFactsCorrecting = {
  kitId: string;
  /** A regeneration is running. */
  pending: boolean;
  /** Writes the kit again from the same page, snippets and brief (a new kit, built with the corrections). */
  onRegenerate: () => void;
};

type FieldInfo = {
  title: string;
  /** The fact in a button's name: "Edit offering “Balayage”". */
  noun: string;
  text: string;
  detail?: string;
  price?: boolean;
  multiline?: boolean;
  add?: string;
  empty?: string;
};

const fieldInfo: Record<SiteCorrectionField, FieldInfo> = {
  name: { title: 'Name', noun: 'name', text: 'Name' },
  type: { title: 'Type', noun: 'type', text: 'Type' },
  offering: { title: 'Offerings', noun: 'offering', text: 'Name', detail: 'Description', price: true, add: 'Add an offering', empty: 'No offerings read from your site.' },
  place: { title: 'Place', noun: 'place', text: 'Place', add: 'Add the place', empty: 'No place read from your site.' },
  hours: { title: 'Hours', noun: 'hours', text: 'Hours (one per line)', multiline: true, add: 'Add your hours', empty: 'No hours read from your site.' },
  person: { title: 'People', noun: 'person', text: 'Name', detail: 'Role', add: 'Add a person', empty: 'No people read from your site.' },
  testimonial: { title: 'Testimonials', noun: 'testimonial', text: 'Quote', detail: 'Author', multiline: true, add: 'Add a testimonial', empty: 'No testimonials read from your site.' },
  callToAction: { title: 'Calls to action', noun: 'call to action', text: 'Label', add: 'Add a call to action', empty: 'No calls to action read from your site.' },
};

type Draft = { text: string; detail: string; price: string };
type Value = NonNullable<SiteCorrectionInput['value']>;

const valueOf = (draft: Draft): Value => ({ text: draft.text, detail: draft.detail.trim() || null, price: draft.price.trim() || null });
const draftOf = (item: SiteFactItem | null, field: SiteCorrectionField): Draft => ({
  text: item?.text ?? '',
  // The name's detail says where it came from: nothing the owner edits.
  detail: field === 'name' || field === 'type' ? '' : (item?.detail ?? ''),
  price: item?.price ?? '',
});
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;
const pathOf = (page: string) => {
  try {
    return new URL(page).pathname;
  } catch {
    return page;
  }
};

function FactForm({ field, types, initial, busy, label, onSave, onCancel }: {
  field: SiteCorrectionField;
  types: readonly string[];
  initial: Draft;
  busy: boolean;
  label: string;
  onSave: (value: Value) => void;
  onCancel: () => void;
}) {
  const info = fieldInfo[field];
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const change = (part: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [part]: event.target.value }));
  const textLimit = siteCorrectionLimits.text[field];
  return (
    <form
      aria-label={label}
      className="mt-2 flex flex-col gap-3 rounded-lg border border-line bg-canvas p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.text.trim()) onSave(valueOf(draft));
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>{info.text}</Label>
        {field === 'type' ? (
          <select
            id={`${id}-text`}
            autoFocus
            value={draft.text}
            onChange={change('text')}
            className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        ) : info.multiline ? (
          <Textarea id={`${id}-text`} autoFocus required rows={3} maxLength={textLimit} value={draft.text} onChange={change('text')} />
        ) : (
          <Input id={`${id}-text`} autoFocus required maxLength={textLimit} value={draft.text} onChange={change('text')} />
        )}
      </div>
      {info.detail && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-detail`}>{`${info.detail} (optional)`}</Label>
          <Input id={`${id}-detail`} maxLength={siteCorrectionLimits.detail} value={draft.detail} onChange={change('detail')} />
        </div>
      )}
      {info.price && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-price`}>Price (optional)</Label>
          <Input id={`${id}-price`} maxLength={siteCorrectionLimits.price} value={draft.price} onChange={change('price')} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={busy || !draft.text.trim()}>
          {busy && <Spinner className="size-4" label="Saving" />}
          Save
        </Button>
      </div>
    </form>
  );
}

type Status = { kind: 'done' | 'error'; message: string; undo?: () => Promise<void> };

/**
 * "What we read from your site": the name (and where it came from), type, offerings with their
 * descriptions and prices, place, hours, people, testimonials, calls to action and the pages read.
 * The owner fixes or removes any fact and adds one; corrections are kept for the site and used by
 * every later kit and video of it, and "Regenerate with my corrections" writes this kit again.
 */
export function SiteFactsCard({ result, correcting }: { result: GenerationResult; correcting: SiteFactsCorrecting }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const facts = useSiteFacts(correcting.kitId, open);
  const site = result.websiteAnalysis;
  const offerings = site.features.length;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
              <BookOpenCheck aria-hidden="true" className="size-5 text-brand-600" />
              What we read from your site
            </h3>
            <p className="mt-1 text-sm text-ink-muted">
              {`${site.name} (name from ${result.analysisReport.nameSource}) · ${site.type} · ${offerings} offering${offerings === 1 ? '' : 's'}. Got something wrong? Fix it here: we remember it for every later kit and video of this site.`}
            </p>
          </div>
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} className="self-start">
            <ChevronDown aria-hidden="true" className={clsx('transition-transform', open && 'rotate-180')} />
            {open ? 'Hide what we read' : 'Check what we read'}
          </Button>
        </div>
        <div id={panelId} hidden={!open}>
          {open &&
            (facts.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner className="size-6" label="Loading what we read" />
              </div>
            ) : facts.isError ? (
              <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger-strong">
                <p>{serverMessage(facts.error) ?? 'What we read could not be loaded.'}</p>
                <Button size="sm" variant="secondary" onClick={() => void facts.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <FactsPanel facts={facts.data} correcting={correcting} />
            ))}
        </div>
      </CardContent>
    </Card>
  );
}

function FactsPanel({ facts, correcting }: { facts: SiteFacts; correcting: SiteFactsCorrecting }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  // The button that opened a form closed without saving: it takes the focus back.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After a change the message (with Undo for a removal) has the focus: the row it came from may be gone.
    if (status?.undo) undoButton.current?.focus();
    else if (status) statusRef.current?.focus();
  }, [status]);
  useEffect(() => {
    if (returnTo === null) return;
    [...(panel.current?.querySelectorAll<HTMLElement>('[data-fact-opener]') ?? [])].find((element) => element.dataset.factOpener === returnTo)?.focus();
    setReturnTo(null);
  }, [returnTo]);

  const close = () => {
    setReturnTo(editing);
    setEditing(null);
  };
  const startEditing = (key: string) => {
    setStatus(null);
    setEditing(key);
  };

  /** Runs one change, refreshes the facts, and says what happened (with Undo for a removal). */
  const run = async (work: () => Promise<Omit<Status, 'kind'>>) => {
    setBusy(true);
    setStatus(null);
    try {
      const done = await work();
      await queryClient.invalidateQueries({ queryKey: siteFactsQueryKey(correcting.kitId) });
      setEditing(null);
      setStatus({ kind: 'done', ...done });
    } catch (error) {
      setStatus({ kind: 'error', message: serverMessage(error) ?? 'Your correction could not be kept. Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  const correction = (body: Omit<SiteCorrectionInput, 'url'>) => saveSiteCorrection({ url: facts.url, ...body });
  const kept = `Saved: the next kit of ${facts.site} uses it.`;

  const save = (field: SiteCorrectionField, item: SiteFactItem | null, value: Value) =>
    void run(async () => {
      const list = field === 'offering' || field === 'person' || field === 'testimonial' || field === 'callToAction';
      if (!list) await correction({ field, action: 'set', value });
      else if (!item) await correction({ field, action: 'add', value });
      else if (item.added && item.correctionId) await correction({ field, action: 'add', value, replaces: item.correctionId });
      else await correction({ field, action: 'set', target: item.target, value });
      return { message: kept };
    });

  const remove = (field: SiteCorrectionField, item: SiteFactItem) =>
    void run(async () => {
      const list = field !== 'place' && field !== 'hours';
      const before: Value = { text: item.text, detail: item.detail, price: item.price };
      let undo: () => Promise<void>;
      if (item.added && item.correctionId) {
        await withdrawSiteCorrection(item.correctionId);
        undo = async () => void (await correction({ field, action: 'add', value: before }));
      } else {
        const saved = await correction(list ? { field, action: 'remove', target: item.target } : { field, action: 'remove' });
        // Undoing a removal brings back what stood before it: the owner's fix, or the page's fact.
        undo =
          item.origin === 'correction'
            ? async () => void (await correction(list ? { field, action: 'set', target: item.target, value: before } : { field, action: 'set', value: before }))
            : () => withdrawSiteCorrection(saved.id);
      }
      return { message: `Removed ${quoted(item.text)}.`, undo };
    });

  const withdraw = (correctionId: string, message: string) =>
    void run(async () => {
      await withdrawSiteCorrection(correctionId);
      return { message };
    });

  const row = (field: SiteCorrectionField, item: SiteFactItem, key: string, removable: boolean) => {
    const info = fieldInfo[field];
    const what = `${info.noun} ${quoted(item.text)}`;
    if (editing === key) {
      return (
        <li key={key}>
          <FactForm field={field} types={facts.types} initial={draftOf(item, field)} busy={busy} label={`Correct ${what}`} onSave={(value) => save(field, item, value)} onCancel={close} />
        </li>
      );
    }
    return (
      <li key={key} className="flex flex-col gap-1 rounded-lg border border-line px-3 py-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <p className="font-medium whitespace-pre-line text-ink">
            {field === 'testimonial' ? `“${item.text}”` : item.text}
            {item.price && <span className="font-normal text-ink-muted">{` · ${item.price}`}</span>}
          </p>
          {item.detail && field !== 'type' && (
            <p className="text-ink-muted">{field === 'name' ? `From ${item.detail}` : field === 'testimonial' ? `— ${item.detail}` : item.detail}</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
            {item.origin === 'correction' && <Badge tone="brand">{item.added ? 'Added by you' : 'Your correction'}</Badge>}
            {item.page && <span>{`Read on ${pathOf(item.page)}`}</span>}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1" role="group" aria-label={`Change ${what}`}>
          <Button size="sm" variant="ghost" disabled={busy || editing !== null} aria-label={`Edit ${what}`} data-fact-opener={key} onClick={() => startEditing(key)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          {item.origin === 'correction' && !item.added && item.correctionId && (
            <Button size="sm" variant="ghost" disabled={busy || editing !== null} aria-label={`Use what the site says for ${what}`} onClick={() => withdraw(item.correctionId!, `${quoted(item.text)} reads as your site says again.`)}>
              <RotateCcw aria-hidden="true" />
              Use the site’s
            </Button>
          )}
          {removable && (
            <Button size="sm" variant="ghost" disabled={busy || editing !== null} aria-label={`Remove ${what}`} onClick={() => remove(field, item)}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </li>
    );
  };

  const section = (field: SiteCorrectionField, items: SiteFactItem[]) => {
    const info = fieldInfo[field];
    const single = field === 'name' || field === 'type' || field === 'place' || field === 'hours';
    const adding = `${field}:new`;
    return (
      <section key={field} aria-label={info.title} className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">{info.title}</h4>
        {items.length === 0 && info.empty && <p className="text-sm text-ink-muted">{info.empty}</p>}
        {items.length > 0 && <ul className="flex flex-col gap-2">{items.map((item, index) => row(field, item, `${field}:${item.correctionId ?? item.target}:${index}`, field !== 'name' && field !== 'type'))}</ul>}
        {info.add && !(single && items.length > 0) &&
          (editing === adding ? (
            <FactForm field={field} types={facts.types} initial={draftOf(null, field)} busy={busy} label={info.add} onSave={(value) => save(field, null, value)} onCancel={close} />
          ) : (
            <Button size="sm" variant="secondary" className="self-start" disabled={busy || editing !== null} data-fact-opener={adding} onClick={() => startEditing(adding)}>
              <Plus aria-hidden="true" />
              {info.add}
            </Button>
          ))}
      </section>
    );
  };

  return (
    <div ref={panel} className="flex flex-col gap-5">
      {!facts.fetched && <p className="text-sm text-ink-muted">Your page could not be read for this kit, so only your corrections and your brief say anything here.</p>}
      <div className="grid gap-5 lg:grid-cols-2">
        {section('name', [facts.name])}
        {section('type', [facts.type])}
        {section('offering', facts.offerings)}
        {section('place', facts.place ? [facts.place] : [])}
        {section('hours', facts.hours ? [facts.hours] : [])}
        {section('person', facts.people)}
        {section('testimonial', facts.testimonials)}
        {section('callToAction', facts.callsToAction)}
      </div>
      <section aria-label="Pages read" className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">Pages read</h4>
        {facts.pagesRead.length === 0 ? (
          <p className="text-sm text-ink-muted">No page of your site was read for this kit.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {facts.pagesRead.map((page) => (
              <li key={page}>
                <a href={page} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline underline-offset-2">
                  {page}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {facts.removed.length > 0 && (
        <section aria-label="Removed by you" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink">Removed by you</h4>
          <ul className="flex flex-col gap-1">
            {facts.removed.map((fact) => (
              <li key={fact.correctionId} className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <span className="line-through">{`${fieldInfo[fact.field].noun} ${quoted(fact.text)}`}</span>
                <Button size="sm" variant="ghost" disabled={busy} aria-label={`Restore ${fieldInfo[fact.field].noun} ${quoted(fact.text)}`} onClick={() => withdraw(fact.correctionId, `Restored ${quoted(fact.text)}.`)}>
                  <Undo2 aria-hidden="true" />
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div
        ref={statusRef}
        tabIndex={-1}
        role={status?.kind === 'error' ? 'alert' : 'status'}
        aria-live={status?.kind === 'error' ? 'assertive' : 'polite'}
        className={clsx('text-sm focus-visible:outline-none', status?.kind === 'error' ? 'text-danger' : 'text-ink-muted', !status && 'sr-only')}
      >
        {status && (
          <span className="inline-flex flex-wrap items-center gap-2">
            {status.message}
            {status.undo && (
              <Button
                ref={undoButton}
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  const undo = status.undo!;
                  void run(async () => {
                    await undo();
                    return { message: 'Undone.' };
                  });
                }}
              >
                <Undo2 aria-hidden="true" />
                Undo
              </Button>
            )}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {facts.corrections === 0
            ? 'Nothing corrected yet. What you change here is kept for this site and used by every later kit and video of it.'
            : `${facts.corrections} correction${facts.corrections === 1 ? '' : 's'} kept for ${facts.site}: every later kit and video of it uses them.`}
        </p>
        <Button onClick={correcting.onRegenerate} disabled={correcting.pending || busy || facts.corrections === 0} className="self-start sm:self-auto">
          {correcting.pending ? <Spinner className="size-4" label="Regenerating" /> : <RefreshCw aria-hidden="true" />}
          {correcting.pending ? 'Regenerating…' : 'Regenerate with my corrections'}
        </Button>
      </div>
    </div>
  );
}
