/**
 * What the running server does with a failure that nothing caught. Node's own answer to both
 * kinds is to print the stack and exit at once, which stopped every request in flight for what
 * was often one request's trouble (it was how a lost database connection took the server down).
 */

/** The logger's two levels used here (the app's pino logger, whose err serializer adds the stack). */
export interface FaultLogger {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/**
 * - A promise that rejected with no handler (`unhandledRejection`) is work someone started and
 *   stopped waiting for: a request's follow-up, a job's side task. Its failure is reported, but
 *   nothing was left half-done by it in the process, so the server logs it and goes on.
 * - An exception that reached the event loop (`uncaughtException`) escaped a callback or an event
 *   handler midway: what it was changing (a connection, a stream, a timer's state) is unknown, and
 *   Node says it is unsafe to resume. The server logs it and stops with exit code 1 after closing
 *   what it can (`stop`), for a supervisor to start it afresh (README: Running it for real).
 */
export function handleProcessFaults(logger: FaultLogger, stop: (exitCode: number) => void): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection: logged, the server goes on');
  });
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin }, 'uncaught exception: the server stops');
    stop(1);
  });
}
