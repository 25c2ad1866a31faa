import { adminEndpoints, recipientEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.ts';
import type { AuthRepo } from '../../accounts/index.ts';
import { authOf, requireAuth } from '../../accounts/index.ts';
import { listCardReports, REPORT_RECEIVED, type ReportsDeps, reportCard } from './service.ts';

/** 'Report this card' on the recipient's page, and the admins' list of reports. */
export const reportRoutes: FastifyPluginAsyncZod<{
  deps: ReportsDeps;
  authRepo: AuthRepo;
}> = async (app, { deps, authRepo }) => {
  route(app, recipientEndpoints.report, {}, async (request, reply) => {
    await reportCard(deps, { token: request.params.token, ip: request.ip, report: request.body });
    return reply.status(201).send({ success: true as const, message: REPORT_RECEIVED });
  });
  route(app, adminEndpoints.cardReports, { preHandler: requireAuth(authRepo) }, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, reports: await listCardReports(deps, user) };
  });
};
