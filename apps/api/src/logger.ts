/**
 * The slice of a pino logger the domain uses, so domain code can log without importing the HTTP
 * framework. Fastify's `app.log` satisfies it.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
