/**
 * The yardstick of the API benchmark: Fastify with one route answering a small JSON, nothing else
 * (no hooks, no plugins, no logger), in a process of its own so that it competes for the CPU as
 * the real server does.
 *
 *   tsx bench/api/bare.ts <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: tsx bench/api/bare.ts <port>');

const app = Fastify();
app.get('/bare', async () => ({ hello: 'world', ok: true }));
await app.listen({ host: '127.0.0.1', port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
