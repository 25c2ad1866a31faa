import { AppError } from '../http/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './outage.ts';

/** The database cannot be used right now (gone, read-only, not answering): the client gets a 503. */
export class DatabaseUnavailableError extends AppError {
  /** `reason` is for the logs only; clients get the same message whatever happened. */
  constructor(readonly reason?: string) {
    super('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}
