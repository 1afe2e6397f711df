import { clsx } from 'clsx';

const platformTones: Record<string, string> = {
  Twitter: 'bg-slate-900 text-white',
  LinkedIn: 'bg-sky-700 text-white',
  Instagram: 'bg-linear-to-r from-fuchsia-600 to-orange-500 text-white',
  Facebook: 'bg-blue-600 text-white',
};

/** A network's name in its own colours (brand logos are not part of the icon set). */
export function PlatformBadge({ platform, className }: { platform: string; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-bold', platformTones[platform] ?? 'bg-brand-100 text-brand-800', className)}>
      {platform === 'Twitter' ? 'Twitter / X' : platform}
    </span>
  );
}
