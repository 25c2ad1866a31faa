/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters: N=2^17, r=8, p=1 (128 MiB,
 * about a quarter second). Only tests pass a lower cost, through their config, to run hundreds
 * of sign-ups quickly; a test asserts that the configuration a server loads uses this one.
 */
export const PRODUCTION_SCRYPT_LOG_N = 17;
