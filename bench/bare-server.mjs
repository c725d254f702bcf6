// The baseline: a bare Fastify POST route answering a small JSON object, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ code: 1, msg: '成功', data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
