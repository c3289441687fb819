import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The parts of a client error Node hands to `clientError` that decide the answer. */
interface ClientError extends Error {
  code?: string;
}

/** Node's code for each client error that gets its own status; anything else is a 400. */
const STATUS_BY_CODE: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

const DETAIL: Record<number, string> = {
  400: 'The request could not be read as HTTP',
  408: 'The request did not arrive in time (headers and body)',
  431: 'The request headers are larger than the server accepts',
};

/**
 * The raw answer to a request Node could not hand to Fastify at all (headers too large, a
 * request that stalls past REQUEST_TIMEOUT_MS, bytes that are not HTTP): a problem document
 * like every other error, written straight to the socket because no request object exists.
 * There is no trace id to give: the request never got one.
 */
export function clientErrorResponse(error: ClientError): string {
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const title = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ type: 'about:blank', title, status, detail: DETAIL[status] });
  return (
    `HTTP/1.1 ${status} ${title}\r\n` +
    'Content-Type: application/problem+json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** Fastify's `clientErrorHandler`: answers with `clientErrorResponse`, then closes. */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket) {
  // A reset connection is already gone: nothing to answer, and nothing wrong with us.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  // Closed once the answer is written out, whether or not the client closes its side.
  if (socket.writable) socket.end(clientErrorResponse(error), () => socket.destroy());
  else socket.destroy();
}
