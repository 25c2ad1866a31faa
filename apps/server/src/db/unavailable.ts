import { AppError } from '../http/errors.ts';

/** The database cannot be used right now (gone, read-only, not answering): the client gets a 503. */
export class DatabaseUnavailableError extends AppError {
  /** `reason` is for the logs only; clients get the same message whatever happened. */
  constructor(readonly reason?: string) {
    super(503, 'database_unavailable', 'The database is not answering.');
  }
}
