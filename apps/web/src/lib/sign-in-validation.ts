import { minPasswordLength, RegistrationRequest } from '@sitespark/contracts';

export type RegistrationFields = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export type LoginFields = { email: string; password: string };

export type FormToast = { title: string; description: string };

export type FormCheck<F> = {
  /** One message per invalid field, shown beside it. */
  fieldErrors: Partial<Record<keyof F, string>>;
  /** The spec's toast for the rule that failed, if it has one. */
  toast: FormToast | null;
};

export const passwordMismatch: FormToast = { title: 'Password mismatch', description: 'Passwords do not match.' };
export const weakPassword: FormToast = {
  title: 'Weak password',
  description: `Password must be at least ${minPasswordLength} characters.`,
};

function checkEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is required.';
  if (!RegistrationRequest.shape.email.safeParse(email).success) return 'Please enter a valid email address.';
  return undefined;
}

function withoutEmpty<F>(errors: Partial<Record<keyof F, string | undefined>>): Partial<Record<keyof F, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<keyof F, string>>;
}

/** Spec section 5: firstName, email, password and confirmPassword are required; lastName is optional. */
export function checkRegistration(form: RegistrationFields): FormCheck<RegistrationFields> {
  const mismatch = form.password !== '' && form.confirmPassword !== '' && form.password !== form.confirmPassword;
  const weak = form.password !== '' && form.password.length < minPasswordLength;
  const fieldErrors = withoutEmpty<RegistrationFields>({
    firstName: form.firstName.trim() ? undefined : 'First name is required.',
    email: checkEmail(form.email),
    password: form.password === '' ? 'Password is required.' : weak ? weakPassword.description : undefined,
    confirmPassword:
      form.confirmPassword === '' ? 'Please confirm your password.' : mismatch ? passwordMismatch.description : undefined,
  });
  const toast = mismatch ? passwordMismatch : weak ? weakPassword : null;
  return { fieldErrors, toast };
}

/** Spec section 5: login requires email and password. */
export function checkLogin(form: LoginFields): FormCheck<LoginFields> {
  const fieldErrors = withoutEmpty<LoginFields>({
    email: checkEmail(form.email),
    password: form.password === '' ? 'Password is required.' : undefined,
  });
  return { fieldErrors, toast: null };
}
