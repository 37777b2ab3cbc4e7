import type { FastifyInstance } from 'fastify';
import { AsyncTask, SimpleIntervalJob } from 'toad-scheduler';

/**
 * A job on the API's own schedule (toad-scheduler through @fastify/schedule, registered in
 * app.ts): one run at a time in this process (a run still going when the next is due is
 * skipped), stopped when the app closes, never keeping the process alive. Jobs must be safe
 * with several API processes (each keys its work in the database). `everyMs` 0 turns it off
 * (tests run their jobs themselves).
 */
export function runEvery(
  fastify: FastifyInstance,
  everyMs: number,
  name: string,
  job: (now: Date) => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  const task = new AsyncTask(
    name,
    async () => {
      await job(fastify.clock.now());
    },
    (error) => fastify.log.error({ err: error }, `${name} failed`),
  );
  fastify.scheduler.addSimpleIntervalJob(
    new SimpleIntervalJob({ milliseconds: everyMs }, task, {
      id: name,
      preventOverrun: true,
      unref: true,
    }),
  );
}
