// `npm run build:server`: compiles the server into apps/server/dist (npm start does it when needed).
import { buildServer } from './builds.mjs';

await buildServer();
