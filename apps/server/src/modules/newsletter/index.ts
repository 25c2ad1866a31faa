// The newsletter module's entry: the only file other modules and the composition root import.
export { newsletterRoutes } from './routes.ts';
