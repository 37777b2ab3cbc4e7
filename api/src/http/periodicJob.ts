import type { FastifyInstance } from 'fastify';

/**
 * A job on the API's own timer: one run at a time in this process, stopped when the app closes,
 * never keeping the process alive. Jobs must be safe with several API processes (each keys its
 * work in the database). `everyMs` 0 turns it off (tests run their jobs themselves).
 */
export function runEvery(
  fastify: FastifyInstance,
  everyMs: number,
  name: string,
  job: (now: Date) => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job(fastify.clock.now())
      .catch((error: unknown) => fastify.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
