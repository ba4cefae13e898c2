import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { changesState } from './request-type-guard';

/** A read answered slower than this is worth a line at info, however it ended. */
const SLOW_MS = 500;

/**
 * One log line per request, written when it is answered, naming the request (method, url, host,
 * address) and the answer (status, time). Fastify's own controller writes two, one as the request
 * comes in; at info level each cost about 3 % of a cached answer's time (issue 20). A request that
 * never ends still leaves its handler's and the error handler's lines.
 *
 * At info, the line is for what someone may look for in the log: a change, a refusal or failure
 * (4xx, 5xx), a slow answer. A quick successful read is a debug line: the proxy's access log and
 * the metrics count those already, and writing its line was a quarter of a hot read's CPU time
 * (issue 20's bench/api, 2026-11-27). LOG_LEVEL=debug logs every request again.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (changesState(request) || reply.statusCode >= 400 || line.responseTime >= SLOW_MS) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
