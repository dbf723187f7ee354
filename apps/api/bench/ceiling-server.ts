/**
 * The ceiling `pnpm bench:api` measures the shop beside: a bare Fastify (no plugins, no hooks, no logger)
 * in a process of its own, answering each recorded answer's status, headers and body bytes from memory.
 * What the shop does per request beyond this is its own work. Started by ceiling.ts over IPC: it receives
 * the answers, listens on the port it is given, and says so.
 */
import Fastify from 'fastify';
import type { RecordedAnswer } from './ceiling';

interface Start {
  port: number;
  answers: RecordedAnswer[];
}

process.once('message', (message: Start) => {
  const answers = new Map(
    message.answers.map((answer) => [answer.path, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
  );
  const app = Fastify();
  app.get('*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  app.listen({ port: message.port, host: '127.0.0.1' }).then(
    () => process.send!('listening'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
