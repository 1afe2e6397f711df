import { Link } from 'wouter';
import { Clapperboard, CreditCard, Library, LogOut } from 'lucide-react';
import type { AuthUser } from '@sitespark/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/DropdownMenu.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { KITS_PATH, LOGOUT_URL, VIDEOS_PATH } from '../routes/paths.ts';

export function UserMenu({ user }: { user: AuthUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Open user menu"
        className="cursor-pointer rounded-full transition-shadow hover:ring-2 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {name && <span className="block text-sm font-semibold text-ink">{name}</span>}
          {user.email && <span className="block truncate">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={KITS_PATH}>
            <Library aria-hidden="true" />
            Your kits
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={VIDEOS_PATH}>
            <Clapperboard aria-hidden="true" />
            Your videos
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/pricing">
            <CreditCard aria-hidden="true" />
            Subscription
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={LOGOUT_URL}>
            <LogOut aria-hidden="true" />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
