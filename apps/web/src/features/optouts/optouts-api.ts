import { type OptOutResponse, type OptOutScope, optOutEndpoints } from '@greetly/domain';
import { api } from '../../lib/api';

/** Which stops hold for the address the link was sent to; changes nothing. */
export function lookupOptOut(token: string): Promise<OptOutResponse> {
  return api(optOutEndpoints.lookup, { body: { token } });
}

export function stopCards(token: string, scope: OptOutScope): Promise<OptOutResponse> {
  return api(optOutEndpoints.stop, { body: { token, scope } });
}

export function undoStopCards(token: string, scope: OptOutScope): Promise<OptOutResponse> {
  return api(optOutEndpoints.undo, { body: { token, scope } });
}
