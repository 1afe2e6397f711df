import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import { chooseToastTop, reachableControls } from './toast-placement.ts';

/** Spec section 9: one toast visible at a time, shown for 5 seconds unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'warning' | 'destructive';
  duration?: number;
  /** A link inside the app, e.g. to the video a toast announces. */
  action?: { label: string; href: string };
};

type ActiveToast = ToastOptions & { id: number };

const toastAfterReloadKey = 'sitespark:toast-after-reload';

/** Keeps a toast for the next page load, so a message shown just before a reload is not lost with it. */
export function keepToastForReload(options: ToastOptions): void {
  try {
    window.sessionStorage.setItem(toastAfterReloadKey, JSON.stringify(options));
  } catch {
    // Storage may be unavailable (private mode); the toast was shown once already.
  }
}

function takeToastKeptForReload(): ToastOptions | null {
  try {
    const kept = window.sessionStorage.getItem(toastAfterReloadKey);
    window.sessionStorage.removeItem(toastAfterReloadKey);
    const parsed: unknown = kept ? JSON.parse(kept) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as ToastOptions).title === 'string' ? (parsed as ToastOptions) : null;
  } catch {
    return null;
  }
}

type ToastApi = {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function Toaster({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setActive({ ...options, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setActive(null), []);
  useEffect(() => {
    const kept = takeToastKeptForReload();
    if (kept) toast(kept);
  }, [toast]);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const close = useCallback((id: number) => setActive((current) => (current?.id === id ? null : current)), []);

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport active={active} onClose={close} />
    </ToastContext>
  );
}

/**
 * The toast list. Unlike a dialog it is no layer of its own: Escape pressed anywhere else reaches
 * the dialog or page under it as if no toast were shown, and only Escape inside the toast closes it.
 * It sits where it covers no control the user can reach (the open modal's, or the page's).
 */
function ToastViewport({ active, onClose }: { active: ActiveToast | null; onClose: (id: number) => void }) {
  const regionRef = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => {
    function focusToasts(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      const toastItem = regionRef.current?.querySelector('li');
      if (toastItem instanceof HTMLElement) toastItem.focus();
    }
    window.addEventListener('keydown', focusToasts);
    return () => window.removeEventListener('keydown', focusToasts);
  }, []);

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!active || !region) {
      setTop(null);
      return;
    }
    let frame = 0;
    const place = () => {
      const box = region.getBoundingClientRect();
      setTop(
        chooseToastTop({
          viewportHeight: window.innerHeight,
          left: box.left,
          right: box.right,
          height: box.height,
          controls: reachableControls(document, region),
        }),
      );
    };
    const placeSoon = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(place);
    };
    place();
    // A dialog opening or closing, a scroll or a resize moves the controls the toast must leave clear.
    const observer = new MutationObserver(placeSoon);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', placeSoon);
    window.addEventListener('scroll', placeSoon, { capture: true, passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', placeSoon);
      window.removeEventListener('scroll', placeSoon, { capture: true });
    };
  }, [active]);

  const loud = active?.variant === 'destructive' || active?.variant === 'warning';

  return (
    <section
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      style={top === null ? undefined : { top, bottom: 'auto' }}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-sm"
    >
      <ol aria-live={loud ? 'assertive' : 'polite'} className="flex flex-col">
        {active && <ToastItem key={active.id} toast={active} onClose={onClose} />}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onClose }: { toast: ActiveToast; onClose: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, paused, onClose]);

  const destructive = toast.variant === 'destructive';
  const warning = toast.variant === 'warning';
  const Icon = destructive ? CircleAlert : warning ? TriangleAlert : CircleCheck;

  return (
    <li
      tabIndex={0}
      aria-atomic="true"
      data-state="open"
      // A modal dialog counts a press outside it as a reason to close; a press on a toast is none.
      onPointerDown={(event) => event.stopPropagation()}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(toast.id);
      }}
      className={clsx(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-pop animate-slide-in',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        destructive ? 'border-danger/30 bg-danger-soft text-danger-strong' : warning ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-line bg-surface text-ink',
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', destructive ? 'text-danger' : warning ? 'text-amber-600' : 'text-brand-600')} />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="text-sm font-semibold">{toast.title}</div>
        {toast.description && (
          <div className={clsx('text-sm', destructive ? 'text-danger-strong' : warning ? 'text-amber-900' : 'text-ink-muted')}>{toast.description}</div>
        )}
        {toast.action && (
          <Link
            href={toast.action.href}
            onClick={() => onClose(toast.id)}
            className="mt-1 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {toast.action.label}
          </Link>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onClose(toast.id)}
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toaster>');
  return api;
}
