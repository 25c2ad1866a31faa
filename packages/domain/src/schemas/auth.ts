import { z } from 'zod';
import { AUTH_MESSAGES } from '../catalog/auth-messages.ts';
import { DELIVERY_COUNTRIES } from '../catalog/countries.ts';
import { emailField } from './email.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SIGNIN_PASSWORD_MIN_LENGTH = 6;

const email = emailField({
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
});

/** A new password: 8–128 characters (only the length is enforced, as the spec's message admits). */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordRule, abort: true })
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

function nameField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(2, { error: 'Name must be at least 2 characters', abort: true })
    .max(80, 'Name must be at most 80 characters');
}

/** The spec's register payload (section 7), used by both /signup and /vendorsignup. */
export const registerSchema = z.object({
  first_name: nameField('First name is required'),
  last_name: nameField('Last name is required'),
  email: email.transform((value) => value.toLowerCase()),
  password: newPasswordField,
  phone: z
    .string({ error: 'Phone Number is required' })
    .trim()
    .min(1, { error: 'Phone Number is required', abort: true })
    .min(2, { error: 'Number must be at least 2 characters', abort: true })
    .max(32, 'Number must be at most 32 characters'),
  /** Not in the spec's payload: the vendor sign-up sends 'vendor'; absent means gifter. */
  role: z.enum(['gifter', 'vendor']).optional(),
  /** Not in the spec's payload: the code of the referral link the person came through. */
  referralCode: z.string().trim().max(64).optional(),
});
export type RegisterPayload = z.input<typeof registerSchema>;

const termsField = z.literal(true, { error: AUTH_MESSAGES.termsRequired });

/** The sign-up form: the payload plus the terms checkbox. */
export const signupFormSchema = registerSchema
  .omit({ role: true, referralCode: true })
  .extend({ terms: termsField });
export type SignupForm = z.input<typeof signupFormSchema>;

/** The sign-in form keeps the spec's client rule (at least 6 characters). */
export const signinFormSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .min(SIGNIN_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
});
export type SigninForm = z.input<typeof signinFormSchema>;

/** The login payload: the server checks the password itself, so any non-empty one is accepted. */
export const loginSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024, AUTH_MESSAGES.passwordTooLong),
});

/** What a user may act as; one user may hold several (a vendor sends cards too; admins run the site). */
export const ROLES = ['gifter', 'vendor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The kind of account chosen at sign-up: the spec's `role` field. */
export const accountKindSchema = z.enum(['gifter', 'vendor']);
export type AccountKind = z.infer<typeof accountKindSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The spec's field: 'vendor' when the user holds the vendor role, else 'gifter'. */
  role: accountKindSchema,
  /** Every role the user holds. */
  roles: z.array(roleSchema),
  email_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });

export const emailOnlySchema = z.object({ email: email.transform((value) => value.toLowerCase()) });
export const tokenSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.tokenInvalid).max(200),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.tokenInvalid).max(200),
  password: newPasswordField,
});

/** The reset form asks for the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    path: ['confirm'],
    error: 'The two passwords do not match',
  });

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(1024),
  new_password: newPasswordField,
});

/** The vendor business form of spec section 3, with the rules of section 5. */
export const vendorProfileSchema = z.object({
  fullName: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, { error: 'Business name is required', abort: true })
    .min(2, { error: 'Business name must be at least 2 characters', abort: true })
    .max(120, 'Business name must be at most 120 characters'),
  businessType: z
    .string({ error: 'Business type is required' })
    .trim()
    .min(1, { error: 'Business type is required', abort: true })
    .regex(/^[\p{L} ]+$/u, { error: 'Business type should only contain letters', abort: true })
    .max(80, 'Business type must be at most 80 characters'),
  businessDescription: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required', abort: true })
    .min(20, { error: 'Description should be at least 20 characters', abort: true })
    .max(2000, 'Description must be at most 2000 characters'),
  countryCity: z
    .string({ error: 'Country and city are required' })
    .trim()
    .min(1, { error: 'Country and city are required', abort: true })
    .max(120, 'Country and city must be at most 120 characters'),
  deliveryCountries: z.enum(DELIVERY_COUNTRIES, { error: 'Please select a delivery country' }),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const vendorProfileFormSchema = vendorProfileSchema.extend({ terms: termsField });
export type VendorProfileForm = z.input<typeof vendorProfileFormSchema>;
