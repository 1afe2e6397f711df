import { useEffect, useState } from 'react';
import { LockKeyhole } from 'lucide-react';
import { PageShell } from '../../components/PageShell.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { rememberReturnPath } from '../../lib/return-after-sign-in.ts';
import { SignInDialog, type SignInTab } from '../landing/SignInDialog.tsx';

/**
 * A page of the user's own account (a kit, a plan, Your videos) opened signed out, e.g. from a
 * bookmark: ask to sign in, and come back here afterwards.
 */
export function SignInRequiredPage() {
  const [dialog, setDialog] = useState<{ open: boolean; tab: SignInTab }>({ open: false, tab: 'sign-in' });

  useEffect(() => {
    rememberReturnPath(window.location.pathname + window.location.search + window.location.hash);
  }, []);

  return (
    <PageShell heading="Please sign in">
      <Card className="mt-8 max-w-xl">
        <CardContent className="flex flex-col items-start gap-4">
          <div className="flex items-start gap-3">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="text-ink">This page belongs to your SiteSpark account. Sign in and you will come straight back to it.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog({ open: true, tab: 'sign-in' })}>Sign In</Button>
            <Button variant="secondary" onClick={() => setDialog({ open: true, tab: 'create-account' })}>
              Create Account
            </Button>
          </div>
        </CardContent>
      </Card>
      <SignInDialog open={dialog.open} onOpenChange={(open) => setDialog((state) => ({ ...state, open }))} tab={dialog.tab} onTabChange={(tab) => setDialog({ open: true, tab })} />
    </PageShell>
  );
}
