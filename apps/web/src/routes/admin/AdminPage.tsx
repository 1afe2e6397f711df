import { ShieldAlert } from 'lucide-react';
import { TopBar } from '../../components/TopBar.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';

export function AdminPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="mx-auto flex w-full max-w-6xl flex-1 items-start justify-center px-4 py-16 sm:px-6">
        <Card className="w-full max-w-lg">
          <CardContent className="flex items-start gap-3">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
            <h1 className="text-base font-semibold text-ink">
              Access Denied - Admin panel is only available in development mode.
            </h1>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
