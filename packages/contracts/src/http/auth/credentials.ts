import { z } from 'zod';
import { maxPasswordLength, minPasswordLength } from '../../constants.ts';

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

const NewPassword = z
  .string()
  .min(minPasswordLength, 'Password must be at least 6 characters.')
  .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters.`);

/** POST /api/auth/register. */
export const RegistrationRequest = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  lastName: z.string().trim().max(100).optional(),
  email: Email,
  password: NewPassword,
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/** The Create Account form: the request plus a confirmation that never leaves the browser. */
export const RegistrationForm = RegistrationRequest.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
}).refine((form) => form.password === form.confirmPassword, {
  message: 'Passwords do not match.',
  path: ['confirmPassword'],
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

/** POST /api/auth/login. */
export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required.').max(maxPasswordLength),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
