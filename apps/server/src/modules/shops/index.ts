// The shops module's entry: the only file other modules and the composition root import.
import type * as demo from './catalogue/demo/seed.ts';

/** The demo catalogue's code (its art, its words) loads only where it may be added. */
const demoSeed = () => import('./catalogue/demo/seed.ts');

/** Adds the demo catalogue to a database without shops or products (`npm run seed:demo`). */
export async function seedDemoCatalogue(
  ...args: Parameters<typeof demo.seedDemoCatalogue>
): ReturnType<typeof demo.seedDemoCatalogue> {
  return (await demoSeed()).seedDemoCatalogue(...args);
}

/** At start: the demo catalogue on an empty database, unless DEMO_SEED=off or in production. */
export async function seedDemoOnStart(
  ...args: Parameters<typeof demo.seedDemoOnStart>
): ReturnType<typeof demo.seedDemoOnStart> {
  return (await demoSeed()).seedDemoOnStart(...args);
}

export { firstPhotoId } from './catalogue/first-photo.ts';
export { photoUrl } from './catalogue/present.ts';
export { marketplaceRoutes } from './catalogue/routes.ts';
export { vendorJobHandlers } from './jobs.ts';
export { shopReviewRoutes } from './review-routes.ts';
export { vendorRoutes } from './routes.ts';
export { reserveStock, restoreStock } from './stock.ts';
