import { healthSchema } from '../schemas/api.ts';
import { defineEndpoint } from './endpoint.ts';

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server can read and write its database',
    description: "503 `database_unavailable` when it cannot (load balancers' health check).",
    auth: 'none',
    responses: { 200: healthSchema },
  }),
};
