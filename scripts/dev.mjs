// `npm run dev`: the API server in watch mode on API_PORT (3001) and Vite with hot reload on
// PORT (3000), proxying /api, /media and /dev to the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
