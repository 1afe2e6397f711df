import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { ArrowLeft, CalendarDays, Download, GripVertical, Pencil, Send } from 'lucide-react';
import { clsx } from 'clsx';
import twitter from 'twitter-text';
import { kitPlatformOfNetwork, planLimits, planNetworks, platformRules, type PlanNetwork, type PostingPlan, type PostingPlanPost } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Textarea } from '../../components/ui/Textarea.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { serverMessage } from '../generator/generator-api.ts';
import { kitPath, kitPlanPath } from '../paths.ts';
import { addDays, dayLabel, instantAt, movedTo, planDates, planRows, planWeeks, postsByDate, weekday } from './plan-calendar.ts';
import { KitPlans, kitPlansQueryKey, planSpan } from './KitPlans.tsx';

const planQueryKey = (id: string) => [routeUrl('content.getPlan', { params: { id } })] as const;

const networkStyles: Record<PlanNetwork, string> = {
  twitter: 'border-sky-300 bg-sky-50',
  facebook: 'border-blue-300 bg-blue-50',
  linkedin: 'border-cyan-400 bg-cyan-50',
  instagram: 'border-pink-300 bg-pink-50',
};

function failure(error: unknown): string {
  return readApiFailure(error)?.message ?? serverMessage(error) ?? 'Please try again.';
}

function countFor(text: string, network: PlanNetwork): number {
  return network === 'twitter' ? twitter.parseTweet(text).weightedLength : [...text].length;
}

function defaultStart(): string {
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  return `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
}

function timeZones(): string[] {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([here, 'UTC', ...known])];
}

/** The form of POST /api/kits/:id/plan. */
function PlanForm({ kitId, onCreated }: { kitId: string; onCreated: (plan: PostingPlan) => void }) {
  const { toast } = useToast();
  const ids = { start: useId(), days: useId(), perDay: useId(), zone: useId() };
  const [start, setStart] = useState(defaultStart);
  const [days, setDays] = useState(7);
  const [perDay, setPerDay] = useState(1);
  const [networks, setNetworks] = useState<PlanNetwork[]>(['twitter', 'linkedin']);
  const zones = useMemo(timeZones, []);
  const [timezone, setTimezone] = useState(zones[0]!);
  const create = useMutation({
    mutationFn: () => callRoute('content.createPlan', { params: { id: kitId }, body: { start, days, networks, perDay, timezone } }),
    onSuccess: onCreated,
    onError: (error) => toast({ title: 'Planning failed', description: failure(error), variant: 'destructive' }),
  });
  return (
    <Card className="mt-8">
      <CardContent>
        <form
          aria-label="Plan posts"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.start} className="text-sm font-medium text-ink">First day</label>
            <Input id={ids.start} type="date" required value={start} onChange={(event) => setStart(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.days} className="text-sm font-medium text-ink">{`Days (${planLimits.minDays}-${planLimits.maxDays})`}</label>
            <Input id={ids.days} type="number" min={planLimits.minDays} max={planLimits.maxDays} required value={days} onChange={(event) => setDays(Number(event.target.value))} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.perDay} className="text-sm font-medium text-ink">Posts per network per day</label>
            <select id={ids.perDay} className="h-10 rounded-lg border border-line bg-surface px-3 text-sm" value={perDay} onChange={(event) => setPerDay(Number(event.target.value))}>
              {Array.from({ length: planLimits.maxPerDay }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>{count}</option>
              ))}
            </select>
          </div>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="text-sm font-medium text-ink">Networks</legend>
            <div className="flex flex-wrap gap-3">
              {planNetworks.map((network) => (
                <label key={network} className="inline-flex items-center gap-1.5 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={networks.includes(network)}
                    onChange={(event) => setNetworks((current) => (event.target.checked ? [...current, network] : current.filter((n) => n !== network)))}
                  />
                  {kitPlatformOfNetwork[network]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.zone} className="text-sm font-medium text-ink">Time zone</label>
            <select id={ids.zone} className="h-10 rounded-lg border border-line bg-surface px-3 text-sm" value={timezone} onChange={(event) => setTimezone(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>{zone}</option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <Button type="submit" disabled={create.isPending || networks.length === 0}>
              {create.isPending ? <Spinner className="size-4" label="Planning" /> : <CalendarDays aria-hidden="true" />}
              Plan posts
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Arrow keys jump a picked-up post to the next day cell in that direction, not by pixels. */
const jumpToDay: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects } }) => {
  if (!collisionRect) return undefined;
  const direction = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.code] as [number, number] | undefined;
  if (!direction) return undefined;
  event.preventDefault();
  const from = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  let best: { left: number; top: number; score: number } | null = null;
  for (const rect of droppableRects.values()) {
    const to = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const along = (to.x - from.x) * direction[0] + (to.y - from.y) * direction[1];
    if (along <= 4) continue;
    const across = Math.abs((to.x - from.x) * direction[1]) + Math.abs((to.y - from.y) * direction[0]);
    const score = along + across * 3;
    if (!best || score < best.score) best = { left: to.x - collisionRect.width / 2, top: to.y - collisionRect.height / 2, score };
  }
  return best ? { x: best.left, y: best.top } : undefined;
};

function PostCard({ post, onEdit, compact }: { post: PostingPlanPost; onEdit: (post: PostingPlanPost) => void; compact: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: post.id, data: { post } });
  const time = post.local.slice(11, 16);
  const platform = kitPlatformOfNetwork[post.network];
  return (
    <li
      ref={setNodeRef}
      data-testid="plan-post"
      data-network={post.network}
      className={clsx('rounded-lg border p-2 text-xs text-ink shadow-sm', networkStyles[post.network], isDragging && 'relative z-10 opacity-80 shadow-pop')}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <div className="flex items-center gap-1">
        <button type="button" className="cursor-grab rounded p-0.5 text-ink-muted hover:bg-white/70 focus-visible:outline-2" aria-label={`Move the ${platform} post of ${dayLabel(post.local.slice(0, 10))} at ${time}`} {...attributes} {...listeners}>
          <GripVertical aria-hidden="true" className="size-3.5" />
        </button>
        <span className="font-semibold">{`${time} ${platform}`}</span>
        {post.origin !== 'kit' && <span className="text-ink-muted">{post.origin === 'variation' ? '· new' : '· edited'}</span>}
        <button type="button" className="ml-auto rounded p-0.5 text-ink-muted hover:bg-white/70" aria-label={`Edit the ${platform} post of ${dayLabel(post.local.slice(0, 10))} at ${time}`} onClick={() => onEdit(post)}>
          <Pencil aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      {!compact && <p className="mt-1 line-clamp-4 whitespace-pre-line">{post.text}</p>}
    </li>
  );
}

function DayCell({ date, children, label }: { date: string | null; children: ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: date ?? `outside-${label}`, disabled: date === null });
  return (
    <div ref={setNodeRef} role="group" aria-label={label} className={clsx('min-h-28 rounded-xl border p-2', date ? 'border-line bg-surface' : 'border-dashed border-line/60 bg-canvas', isOver && 'ring-2 ring-brand-400')}>
      {children}
    </div>
  );
}

function EditPostDialog({ plan, post, onClose, onSaved }: { plan: PostingPlan; post: PostingPlanPost | null; onClose: () => void; onSaved: (plan: PostingPlan) => void }) {
  const { toast } = useToast();
  const textId = useId();
  const dateId = useId();
  const timeId = useId();
  const [text, setText] = useState(post?.text ?? '');
  const [date, setDate] = useState(post?.local.slice(0, 10) ?? plan.start);
  const [time, setTime] = useState(post?.local.slice(11, 16) ?? '09:00');
  const save = useMutation({
    mutationFn: () => {
      const at = instantAt(date, time, plan.timezone).toISOString();
      return callRoute('content.updatePlanPost', {
        params: { id: plan.id },
        body: { postId: post!.id, ...(text !== post!.text ? { text } : {}), ...(at !== post!.at ? { at } : {}) },
      });
    },
    onSuccess: (updated) => {
      onSaved(updated);
      onClose();
    },
    onError: (error) => toast({ title: 'Save failed', description: failure(error), variant: 'destructive' }),
  });
  if (!post) return null;
  const rule = platformRules[kitPlatformOfNetwork[post.network]];
  const length = countFor(text, post.network);
  const unchanged = text === post.text && date === post.local.slice(0, 10) && time === post.local.slice(11, 16);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Edit ${kitPlatformOfNetwork[post.network]} post`}</DialogTitle>
          <DialogDescription>{`Times are in ${plan.timezone}.`}</DialogDescription>
        </DialogHeader>
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <label htmlFor={textId} className="text-sm font-medium text-ink">Text</label>
          <Textarea id={textId} rows={8} value={text} onChange={(event) => setText(event.target.value)} />
          <p className={clsx('text-xs', length > rule.maxLength ? 'text-danger' : 'text-ink-muted')} aria-live="polite">{`${length} / ${rule.maxLength}`}</p>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={dateId} className="text-sm font-medium text-ink">Day</label>
              <select id={dateId} className="h-10 rounded-lg border border-line bg-surface px-3 text-sm" value={date} onChange={(event) => setDate(event.target.value)}>
                {planDates(plan).map((day) => (
                  <option key={day} value={day}>{dayLabel(day)}</option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={timeId} className="text-sm font-medium text-ink">Time</label>
              <Input id={timeId} type="time" step={300} required value={time} onChange={(event) => setTime(event.target.value)} />
            </div>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>Cancel</Button>
            <Button type="submit" disabled={unchanged || save.isPending || !text.trim()}>Save</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PlanExports({ plan }: { plan: PostingPlan }) {
  const { toast } = useToast();
  const push = useMutation({
    mutationFn: () => callRoute('content.pushPlan', { params: { id: plan.id } }),
    onSuccess: (result) => toast({ title: result.pushed > 0 ? 'Drafts created in Postiz' : 'Nothing pushed', description: result.message, variant: result.pushed > 0 ? undefined : 'destructive' }),
    onError: (error) => toast({ title: 'Push failed', description: failure(error), variant: 'destructive' }),
  });
  const link = (query: { format: 'ics' | 'csv'; network?: PlanNetwork }) => routeUrl('content.exportPlan', { params: { id: plan.id }, query });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a className={buttonClasses('secondary', 'sm')} href={link({ format: 'ics' })} download>
        <Download aria-hidden="true" />
        Export ICS
      </a>
      {plan.networks.length === 1 ? (
        <a className={buttonClasses('secondary', 'sm')} href={link({ format: 'csv' })} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      ) : (
        plan.networks.map((network) => (
          <a key={network} className={buttonClasses('secondary', 'sm')} href={link({ format: 'csv', network })} download>
            <Download aria-hidden="true" />
            {`CSV: ${kitPlatformOfNetwork[network]}`}
          </a>
        ))
      )}
      {plan.postizConfigured && (
        <Button size="sm" onClick={() => push.mutate()} disabled={push.isPending}>
          <Send aria-hidden="true" />
          Push to Postiz
        </Button>
      )}
    </div>
  );
}

/** Week and month views; posts move by dragging (mouse, touch or keyboard: Space, arrows, Space) or in the edit dialog. */
function PlanCalendar({ plan, onChange }: { plan: PostingPlan; onChange: (plan: PostingPlan) => void }) {
  const { toast } = useToast();
  const [view, setView] = useState<'week' | 'month'>('week');
  const [weekIndex, setWeekIndex] = useState(0);
  const [editing, setEditing] = useState<PostingPlanPost | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: jumpToDay }));
  // The week view counts weeks from the plan's first day, so a plan starting on a Sunday shows its days, not six empty cells.
  const weeks = view === 'week' ? planRows(plan) : planWeeks(plan);
  const firstColumn = view === 'week' ? plan.start : addDays(plan.start, -weekday(plan.start));
  const byDate = postsByDate(plan);
  const move = useMutation({
    mutationFn: ({ post, at }: { post: PostingPlanPost; at: string }) => callRoute('content.updatePlanPost', { params: { id: plan.id }, body: { postId: post.id, at } }),
    onSuccess: onChange,
    onError: (error) => toast({ title: 'Move failed', description: failure(error), variant: 'destructive' }),
  });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const post = (active.data.current as { post: PostingPlanPost } | undefined)?.post;
    const date = typeof over?.id === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(over.id) ? over.id : null;
    if (!post || !date || date === post.local.slice(0, 10)) return;
    move.mutate({ post, at: movedTo(post, date, plan.timezone) });
  };
  const shown = view === 'week' ? [weeks[Math.min(weekIndex, weeks.length - 1)]!] : weeks;
  return (
    <section aria-label="Posting calendar" className="mt-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg border border-line p-0.5">
          {(['week', 'month'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)} className={clsx('rounded-md px-3 py-1 text-sm', view === option ? 'bg-brand-600 text-white' : 'text-ink')}>
              {option === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        {view === 'week' && weeks.length > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <Button size="sm" variant="ghost" disabled={weekIndex === 0} onClick={() => setWeekIndex((index) => index - 1)}>Previous week</Button>
            <span>{`Week ${weekIndex + 1} of ${weeks.length}`}</span>
            <Button size="sm" variant="ghost" disabled={weekIndex >= weeks.length - 1} onClick={() => setWeekIndex((index) => index + 1)}>Next week</Button>
          </div>
        )}
        <span className="ml-auto text-sm text-ink-muted">{`${plan.posts.length} posts · ${plan.timezone}`}</span>
      </div>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        // The day cells are measured up front, so the first arrow key after picking a post up already finds them.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          screenReaderInstructions: { draggable: 'To move a post, press Space, use the arrow keys to choose another day, then press Space again. Escape cancels.' },
          announcements: {
            onDragStart: () => 'Picked up the post.',
            onDragOver: ({ over }) => (over && typeof over.id === 'string' && /^\d{4}/.test(over.id) ? `Over ${dayLabel(over.id, { weekday: 'long', day: 'numeric', month: 'long' })}.` : 'Not over a day of the plan.'),
            onDragEnd: ({ over }) => (over && typeof over.id === 'string' && /^\d{4}/.test(over.id) ? `Moved to ${dayLabel(over.id, { weekday: 'long', day: 'numeric', month: 'long' })}.` : 'Not moved.'),
            onDragCancel: () => 'Move cancelled.',
          },
        }}
      >
        <div className="overflow-x-auto">
          <div className="grid min-w-[56rem] grid-cols-7 gap-2">
            {Array.from({ length: 7 }, (_, index) => dayLabel(addDays(firstColumn, index), { weekday: 'short' })).map((day) => (
              <div key={day} className="px-1 text-xs font-semibold text-ink-muted" aria-hidden="true">{day}</div>
            ))}
            {shown.flat().map((date, index) => (
              <DayCell key={date ?? `empty-${index}`} date={date} label={date ? dayLabel(date, { weekday: 'long', day: 'numeric', month: 'long' }) : 'Outside the plan'}>
                {date && (
                  <>
                    <p className="mb-1 text-xs font-medium text-ink">{dayLabel(date, { day: 'numeric', month: 'short' })}</p>
                    <ul className="flex flex-col gap-1.5">
                      {(byDate.get(date) ?? []).map((post) => (
                        <PostCard key={post.id} post={post} onEdit={setEditing} compact={view === 'month'} />
                      ))}
                    </ul>
                  </>
                )}
              </DayCell>
            ))}
          </div>
        </div>
      </DndContext>
      {editing && <EditPostDialog key={editing.id} plan={plan} post={editing} onClose={() => setEditing(null)} onSaved={onChange} />}
    </section>
  );
}

/** /kits/:id/plan: plan a kit's posts over days, see them by week or month, move and edit them, export or push them. */
export function PlanPage({ params }: { params: { id: string } }) {
  const kitId = params.id;
  const search = useSearch();
  const [, navigate] = useLocation();
  const planId = new URLSearchParams(search).get('plan');
  const queryClient = useQueryClient();
  const plan = useQuery({
    queryKey: planQueryKey(planId ?? 'none'),
    queryFn: () => callRoute('content.getPlan', { params: { id: planId! } }),
    enabled: planId !== null,
  });
  const keep = (updated: PostingPlan) => queryClient.setQueryData(planQueryKey(updated.id), updated);
  return (
    <PageShell heading={plan.data ? `Posting plan: ${plan.data.siteName}` : 'Plan posts'} description="Spread this kit's posts over the days ahead at each network's good hours, then export them or hand them to your scheduler.">
      <Link href={kitPath(kitId)} className={buttonClasses('ghost', 'sm', 'mt-4')}>
        <ArrowLeft aria-hidden="true" />
        Back to the kit
      </Link>
      <KitPlans kitId={kitId} currentPlanId={planId} />
      <PlanForm
        kitId={kitId}
        onCreated={(created) => {
          keep(created);
          void queryClient.invalidateQueries({ queryKey: kitPlansQueryKey(kitId) });
          navigate(kitPlanPath(kitId, created.id));
        }}
      />
      {planId && plan.isPending && (
        <div className="mt-10 flex justify-center">
          <Spinner className="size-8" label="Loading the plan" />
        </div>
      )}
      {plan.isError && (
        <Card role="alert" className="mt-8">
          <CardContent>{readApiFailure(plan.error)?.status === 404 ? 'This plan does not exist or was deleted.' : failure(plan.error)}</CardContent>
        </Card>
      )}
      {plan.data && (
        <div className="mt-8 flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-ink">{planSpan(plan.data)}</h2>
            <PlanExports plan={plan.data} />
          </div>
          {plan.data.notices.length > 0 && (
            <ul role="note" className="list-disc rounded-lg border border-amber-200 bg-amber-50 px-8 py-3 text-sm text-amber-900">
              {plan.data.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          )}
          <PlanCalendar plan={plan.data} onChange={keep} />
        </div>
      )}
    </PageShell>
  );
}
