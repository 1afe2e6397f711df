import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../src/components/ui/Dialog.tsx';
import { TOAST_DURATION_MS, Toaster, useToast } from '../src/components/ui/Toaster.tsx';
import { chooseToastTop } from '../src/components/ui/toast-placement.ts';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Copied to clipboard', description: 'Content copied successfully!' })}>
        first
      </button>
      <button
        type="button"
        onClick={() =>
          toast({ title: 'Generation Failed', description: 'Failed to generate content. Please try again.', variant: 'destructive' })
        }
      >
        second
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the visible one', () => {
    render(
      <Toaster>
        <Trigger />
      </Toaster>,
    );
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
    expect(screen.getByText('Content copied successfully!')).toBeTruthy();

    fireEvent.click(screen.getByText('second'));
    expect(screen.getByText('Generation Failed')).toBeTruthy();
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
  });

  it('closes a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(
      <Toaster>
        <Trigger />
      </Toaster>,
    );
    fireEvent.click(screen.getByText('first'));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.queryByText('Copied to clipboard')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('leaves Escape to an open dialog: a visible toast does not swallow it (issue 29, item 6)', () => {
    function DialogWithToast() {
      const { toast } = useToast();
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Twitter post - option 1</DialogTitle>
            <button type="button" onClick={() => toast({ title: 'Copied to clipboard' })}>
              Copy
            </button>
          </DialogContent>
        </Dialog>
      );
    }
    render(
      <Toaster>
        <DialogWithToast />
      </Toaster>,
    );
    const copy = screen.getByRole('button', { name: 'Copy' });
    copy.focus();
    fireEvent.click(copy);
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a toast on Escape when the focus is in the toast', () => {
    render(
      <Toaster>
        <Trigger />
      </Toaster>,
    );
    fireEvent.click(screen.getByText('first'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <Toaster>');
  });
});

describe('toast placement', () => {
  const phone = { viewportHeight: 812, left: 0, right: 375, height: 100 };

  it('sits at the bottom when nothing is there', () => {
    expect(chooseToastTop({ ...phone, controls: [{ top: 300, bottom: 344, left: 16, right: 359 }] })).toBe(712);
  });

  it('moves to the top when the bottom holds a button (the Subscribe button on a phone)', () => {
    expect(chooseToastTop({ ...phone, controls: [{ top: 740, bottom: 788, left: 16, right: 359 }] })).toBe(0);
  });

  it('finds the lowest free place when both ends hold buttons (a modal with a close button and a footer)', () => {
    const controls = [
      { top: 20, bottom: 44, left: 320, right: 344 },
      { top: 700, bottom: 744, left: 200, right: 359 },
      { top: 500, bottom: 540, left: 16, right: 120 },
    ];
    const top = chooseToastTop({ ...phone, controls });
    expect(top).toBe(600);
    for (const control of controls) expect(top + phone.height <= control.top || top >= control.bottom).toBe(true);
  });

  it('covers as few as it can when every place covers one', () => {
    const controls = Array.from({ length: 10 }, (_, index) => ({ top: index * 80, bottom: index * 80 + 40, left: 0, right: 375 }));
    expect(chooseToastTop({ ...phone, controls })).toBeGreaterThanOrEqual(0);
    expect(chooseToastTop({ ...phone, controls: [], viewportHeight: 50 })).toBe(0);
  });
});
