import { startMailSink } from './support/mail-sink';

/**
 * Starts the real SMTP server the app under test sends its mail to. Against an app that is
 * already running (E2E_BASE_URL) there is no server of ours to point at it, so none starts.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  return startMailSink(Number(process.env.E2E_SMTP_PORT ?? 2626));
}
