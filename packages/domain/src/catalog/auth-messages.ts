/**
 * The account pages' messages, word for word from the spec's catalogue (section 8). Kept apart
 * from the schemas so a page that only shows one of them does not load zod.
 */
export const AUTH_MESSAGES = {
  signupSuccess: 'Account created successfully! Please check your email to verify your account.',
  signupFailed: 'Something went wrong, please try again.',
  signupRejected: 'Email already exists or invalid input.',
  networkError: 'Network error. Please check your connection.',
  loginFailed: 'Login failed. Please try again.',
  loginError: 'An error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  weakPassword:
    'This password is too easy to guess. Try a longer one, for example three or four unrelated words.',
  personalPassword: 'Choose a password that does not contain your name or email address.',
  passwordRule: 'Password must be at least 8 characters, uppercase, lowercase, number and a symbol',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept the terms',
  forgotSent: "If an account exists for that address, we've sent a link to reset its password.",
  resetDone: 'Your password has been changed. You can sign in with your new password.',
  verified: 'Thank you! Your email address is verified.',
  verificationSent: 'We sent a new verification link to your email address.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  tokenInvalid: 'This link is not valid. Please request a new one.',
  tokenExpired: 'This link has expired. Please request a new one.',
  tokenUsed: 'This link has already been used.',
  signInRequired: 'Please sign in to continue.',
  wrongCurrentPassword: 'Your current password is not correct.',
  busy: 'We are checking a lot of passwords right now. Please try again in a few seconds.',
} as const;
