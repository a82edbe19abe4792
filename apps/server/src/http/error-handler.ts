import type { ErrorBody } from '@cloud-portal/contract/error-body';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './api-error';

/**
 * The one place errors become responses (architecture: errors). Deliberate API errors keep
 * their rcode; schema validation failures become 400 INVALID_REQUEST with the validator's
 * message; anything else is logged in full and answered as a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      request.log.info({ rcode: error.rcode }, error.message);
      return reply.code(error.status).send({ rcode: error.rcode, rmsg: error.message } satisfies ErrorBody);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply
        .code(400)
        .send({ rcode: Rcodes.INVALID_REQUEST.rcode, rmsg: `Invalid request: ${error.message}` } satisfies ErrorBody);
    }
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply
        .code(status)
        .send({ rcode: Rcodes.INVALID_REQUEST.rcode, rmsg: `Invalid request: ${error.message}` } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ rcode: Rcodes.INTERNAL_ERROR.rcode, rmsg: 'Something went wrong on the server.' } satisfies ErrorBody);
  });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, an over-long path
 * parameter) bypass the error handler; they are bad input like any other: 400 with an rcode.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply
    .code(400)
    .send({ rcode: Rcodes.INVALID_REQUEST.rcode, rmsg: `Invalid request: ${error.message.slice(0, 200)}` } satisfies ErrorBody);
}
