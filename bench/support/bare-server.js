// Baseline of the API benchmarks: a bare Fastify route answering fixed bytes, no framework
// above it, no database. Started by support/index.js with the bytes to serve in a file.
const fastify = require('fastify')({ logger: false });
const { readFileSync } = require('node:fs');

const [, , port, bodyFile] = process.argv;
const body = readFileSync(bodyFile);
fastify.get('/bare', (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
fastify.listen({ port: Number(port), host: '127.0.0.1' }).then(() => process.send?.('ready'));
