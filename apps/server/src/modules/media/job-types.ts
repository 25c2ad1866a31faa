import { z } from 'zod';
import { defineJob } from '../../platform/jobs/definition.ts';

const HOUR = 3_600_000;
/** An upload no card uses after a day was abandoned (the studio attaches media within a session). */
export const UNATTACHED_MEDIA_LIFETIME_MS = 24 * HOUR;

/** The sweep of photos and voice notes that no card has used for UNATTACHED_MEDIA_LIFETIME_MS. */
export const sweepUnattachedMediaJob = defineJob('media.sweep-unattached', z.object({}));
