/**
 * What a log line says of a request: Fastify's usual fields, with the path in place of the URL. Query
 * strings carry what people typed (the back-office searches customers by e-mail, phone and name), and
 * the log is no place for it.
 */
import type { FastifyRequest } from 'fastify';
import { splitUrl } from './split-url';

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: splitUrl(request.url)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

