import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'wouter';

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

  const destructive = active?.variant === 'destructive';
  const warning = active?.variant === 'warning';
  const Icon = destructive ? CircleAlert : warning ? TriangleAlert : CircleCheck;

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {active && (
          <ToastPrimitive.Root
            key={active.id}
            duration={active.duration ?? TOAST_DURATION_MS}
            type={destructive || warning ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setActive((current) => (current?.id === active.id ? null : current));
            }}
            className={clsx(
              'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-pop data-[state=open]:animate-slide-in',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
              destructive ? 'border-danger/30 bg-danger-soft text-danger-strong' : warning ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-line bg-surface text-ink',
            )}
          >
            <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', destructive ? 'text-danger' : warning ? 'text-amber-600' : 'text-brand-600')} />
            <div className="flex min-w-0 flex-col gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{active.title}</ToastPrimitive.Title>
              {active.description && (
                <ToastPrimitive.Description className={clsx('text-sm', destructive ? 'text-danger-strong' : warning ? 'text-amber-900' : 'text-ink-muted')}>
                  {active.description}
                </ToastPrimitive.Description>
              )}
              {active.action && (
                <ToastPrimitive.Action asChild altText={`${active.action.label}: ${active.action.href}`}>
                  <Link href={active.action.href} className="mt-1 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    {active.action.label}
                  </Link>
                </ToastPrimitive.Action>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-sm" />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toaster>');
  return api;
}
