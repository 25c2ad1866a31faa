import type { ApiError } from '@greetly/domain/contracts/errors';

// The client's errors, apart from the client itself (lib/api.ts): code that only tells them
// apart (the session, the shell) does not load the contracts and zod with them.

/** An answer from our API that was not a success; carries the server's code, message and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The error body, when it had the API's error shape (its `code` is one of ERROR_CODES). */
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** A success status whose body is not what the endpoint's contract says (a server out of step). */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    /** The body as received, for the callers that still read a non-contract answer (the spec's). */
    readonly body: unknown,
  ) {
    super(`The server's answer (status ${status}) is not what this page expects.`);
  }
}

/** No answer at all (offline, DNS, server down). */
export class NetworkError extends Error {}
