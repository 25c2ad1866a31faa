// The reference of bench/api: a bare Fastify answering the same JSON as the app's health check,
// with nothing else (no hooks, no schemas, no database), on PORT.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok', database: 'sqlite' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
