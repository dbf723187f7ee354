/**
 * What a log line says of a request: Fastify's usual fields, with the path in place of the URL. Query
 * strings carry what people typed (the back-office searches customers by e-mail, phone and name), and
 * the log is no place for it.
 */
import type { FastifyRequest } from 'fastify';

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
