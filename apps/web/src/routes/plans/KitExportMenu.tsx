import { CalendarDays, ChevronDown, Download } from 'lucide-react';
import { Link } from 'wouter';
import { routeUrl } from '../../api/route-url.ts';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/DropdownMenu.tsx';
import { kitPlanPath } from '../paths.ts';
import { useKitPlans } from './KitPlans.tsx';

const formats = [
  { format: 'zip', label: 'Everything (.zip)' },
  { format: 'md', label: 'Copy as Markdown (.md)' },
  { format: 'json', label: 'Data as JSON (.json)' },
] as const;

/** The kit's Export menu (zip, Markdown, JSON downloads) and the way to its posting calendar (its latest plan, when it has one). */
export function KitExportMenu({ kitId }: { kitId: string }) {
  const latest = useKitPlans(kitId).data?.items[0];
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">
            <Download aria-hidden="true" />
            Export
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {formats.map(({ format, label }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={routeUrl('content.exportKit', { params: { id: kitId }, query: { format } })} download>
                {label}
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Link href={kitPlanPath(kitId, latest?.id)} className={buttonClasses('secondary', 'md')}>
        <CalendarDays aria-hidden="true" />
        Plan posts
      </Link>
    </>
  );
}
