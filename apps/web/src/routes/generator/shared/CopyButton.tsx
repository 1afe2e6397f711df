import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/Button.tsx';
import { useCopy } from './use-copy.ts';

export type CopyButtonProps = {
  text: string;
  /** What is copied, for screen readers: "Copy Twitter post". */
  label: string;
  /** Shows "Copy" (or this text) beside the icon. */
  showText?: boolean | string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export function CopyButton({ text, label, showText = false, variant = 'secondary', size = 'sm', className }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={copied ? `${label}: copied` : label}
      onClick={() => void copy(text)}
    >
      <Icon aria-hidden="true" className={copied ? 'text-emerald-600' : undefined} data-copied={copied ? '' : undefined} />
      {showText && <span>{copied ? 'Copied' : typeof showText === 'string' ? showText : 'Copy'}</span>}
    </Button>
  );
}
