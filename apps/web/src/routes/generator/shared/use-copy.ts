import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/Toaster.tsx';
import { copyToClipboard } from '../model/clipboard.ts';

/** Spec section 4: a copy button shows its check mark for 2 seconds. */
export const copiedConfirmationMs = 2000;

/** Copies text with the spec's toasts; `copied` is true for two seconds after a success. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(
    async (text: string) => {
      try {
        await copyToClipboard(text);
      } catch {
        toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' });
        return false;
      }
      toast({ title: 'Copied to clipboard', description: 'Content copied successfully!' });
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedConfirmationMs);
      return true;
    },
    [toast],
  );

  return { copied, copy };
}
