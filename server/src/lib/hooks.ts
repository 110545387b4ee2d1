import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A synchronous check of a request as a hook with a callback: an async hook costs every request
 * a promise and a turn of the queue, and these run on every request. A check refuses by throwing.
 */
export const checkedBy =
  (check: (request: FastifyRequest) => void) =>
  (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      check(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };

/** A route's hooks of one kind as a list (a route may give none, one or several). */
export const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
