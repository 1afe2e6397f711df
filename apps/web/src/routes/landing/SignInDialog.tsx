import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { callRoute } from '../../api/call-route.ts';
import { useExternalProvider } from '../../api/auth-providers.ts';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { FormField } from '../../components/ui/FormField.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';
import { keepToastForReload, useToast } from '../../components/ui/Toaster.tsx';
import type { ToastOptions } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { checkLogin, checkRegistration } from '../../lib/sign-in-validation.ts';
import type { FormCheck, LoginFields, RegistrationFields } from '../../lib/sign-in-validation.ts';
import { RELOAD_DELAY_MS, reloadPage } from '../../lib/reload-page.ts';
import { LOGIN_URL } from '../paths.ts';

export type SignInTab = 'create-account' | 'sign-in';

export function isSignInTab(value: string | null): value is SignInTab {
  return value === 'create-account' || value === 'sign-in';
}

const somethingWentWrong = 'Something went wrong. Please try again.';

/** Spec section 8: the server's message under the form's title; a network failure is a plain 'Error'. */
function failureToast(title: string, error: unknown): ToastOptions & { inline: string } {
  const failure = readApiFailure(error);
  if (!failure) return { title: 'Error', description: somethingWentWrong, variant: 'destructive', inline: somethingWentWrong };
  const description = failure.message ?? somethingWentWrong;
  return { title, description, variant: 'destructive', inline: description };
}

type SubmitState = { pending: boolean; error: string | null };

function useAuthSubmit(onSuccess: () => void) {
  const { toast } = useToast();
  const [state, setState] = useState<SubmitState>({ pending: false, error: null });

  async function submit(request: () => Promise<unknown>, success: ToastOptions, failureTitle: string) {
    setState({ pending: true, error: null });
    try {
      await request();
    } catch (error) {
      const { inline, ...failure } = failureToast(failureTitle, error);
      toast(failure);
      setState({ pending: false, error: inline });
      return;
    }
    toast(success);
    keepToastForReload(success);
    onSuccess();
    window.setTimeout(reloadPage, RELOAD_DELAY_MS);
  }

  return { ...state, submit };
}

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm font-medium text-danger-strong">
      {message}
    </p>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * A form's values and errors: `field(name)` binds one input, `passes(check)` shows a check's result
 * (its rule as a toast, the errors under the fields) and moves focus to the first field it marks.
 */
function useFormFields<F extends Record<string, string>>(initial: F) {
  const { toast } = useToast();
  const [form, setForm] = useState<F>(initial);
  const [fieldErrors, setFieldErrors] = useState<FormCheck<F>['fieldErrors']>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof F & string) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
    error: fieldErrors[name],
  });

  function passes(check: FormCheck<F>): boolean {
    setFieldErrors(check.fieldErrors);
    if (check.toast) toast({ ...check.toast, variant: 'destructive' });
    const firstInvalid = Object.keys(check.fieldErrors)[0];
    if (!firstInvalid) return true;
    formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
    return false;
  }

  return { form, field, passes, formRef };
}

function CreateAccountForm({ onSuccess }: { onSuccess: () => void }) {
  const { form, field, passes, formRef } = useFormFields<RegistrationFields>({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const { pending, error, submit } = useAuthSubmit(onSuccess);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !passes(checkRegistration(form))) return;
    const lastName = form.lastName.trim();
    void submit(
      () =>
        callRoute('auth.register', {
          body: { firstName: form.firstName, email: form.email, password: form.password, ...(lastName ? { lastName } : {}) },
        }),
      { title: 'Welcome to SiteSpark!', description: 'Account created successfully.' },
      'Registration failed',
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Create Account">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <FormField
          label={
            <>
              Last name <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        {...field('password')}
      />
      <FormField label="Confirm password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <FormAlert message={error} />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}

function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { form, field, passes, formRef } = useFormFields<LoginFields>({ email: '', password: '' });
  const { pending, error, submit } = useAuthSubmit(onSuccess);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !passes(checkLogin(form))) return;
    void submit(
      () => callRoute('auth.login', { body: { email: form.email, password: form.password } }),
      { title: 'Welcome back!', description: 'Successfully signed in.' },
      'Sign in failed',
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Sign In">
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      <FormField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <FormAlert message={error} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}

export type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
};

/** 'Join SiteSpark': Create Account (default) and Sign In, plus the external provider when one is set up. */
export function SignInDialog({ open, onOpenChange, tab, onTabChange }: SignInDialogProps) {
  const external = useExternalProvider();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Join SiteSpark</DialogTitle>
          <DialogDescription>Create your account or sign in to turn your website into marketing content.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => isSignInTab(value) && onTabChange(value)}>
          <TabsList className="grid! w-full grid-cols-2">
            <TabsTrigger value="create-account">Create Account</TabsTrigger>
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          </TabsList>
          <TabsContent value="create-account" className="mt-5">
            <CreateAccountForm onSuccess={close} />
          </TabsContent>
          <TabsContent value="sign-in" className="mt-5">
            <SignInForm onSuccess={close} />
          </TabsContent>
        </Tabs>
        {external && (
          <div className="mt-6">
            <div className="flex items-center gap-3 text-xs font-medium text-ink-muted" role="presentation">
              <span className="h-px flex-1 bg-line" />
              <span>Or use {external.name} account</span>
              <span className="h-px flex-1 bg-line" />
            </div>
            <a href={LOGIN_URL} className={buttonClasses('secondary', 'lg', 'mt-4 w-full')}>
              Continue with {external.name}
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
