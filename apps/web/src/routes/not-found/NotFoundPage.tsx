import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas px-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4">
          <div className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-7 text-danger" />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-ink-muted">The page you are looking for does not exist or has moved.</p>
          <Link href="/" className={buttonClasses('secondary', 'md')}>
            Back to home
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
