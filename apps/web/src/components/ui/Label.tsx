import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { clsx } from 'clsx';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={clsx('text-sm leading-none font-medium text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
