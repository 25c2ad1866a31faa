// The media module's entry: the only file other modules and the composition root import.
export { mediaJobHandlers } from './jobs.ts';
export { type MediaRepo, mediaRepo } from './repo.ts';
export { mediaRoutes } from './routes.ts';
export { createDecodeGate } from './service.ts';
export { databaseMediaStore } from './store.ts';
