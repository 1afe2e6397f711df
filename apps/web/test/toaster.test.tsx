import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, Toaster, useToast } from '../src/components/ui/Toaster.tsx';

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

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <Toaster>');
  });
});
