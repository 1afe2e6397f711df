import { Avatar } from 'radix-ui';
import { clsx } from 'clsx';
import { resolveAvatar } from '../lib/avatar-fallback.ts';
import type { AvatarSource } from '../lib/avatar-fallback.ts';

export function UserAvatar({ user, className }: { user: AvatarSource; className?: string }) {
  const { imageUrl, initial } = resolveAvatar(user);
  return (
    <Avatar.Root
      className={clsx('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100', className)}
    >
      {imageUrl && <Avatar.Image src={imageUrl} alt="" className="size-full object-cover" />}
      {/* Without an image the initial shows at once; a delay (even 0 ms) would render an empty circle first. */}
      <Avatar.Fallback delayMs={imageUrl ? 400 : undefined} className="text-sm font-semibold text-brand-800">
        {initial}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
