/**
 * One load run of api-bench.ts in a fresh process of its own, so that the bench's process never
 * holds the garbage of a run. Both kinds of run used to share its heap:
 * - the open-loop generator was paused by collections of a heap grown by minutes of autocannon
 *   (--trace-gc: 45 scavenges a second, some of 10-16 ms), and every answer waiting in its
 *   sockets meanwhile counted as the server's latency;
 * - once the generator had its own process, the bench's process, idle but for waiting, still
 *   collected the peaks' garbage in the middle of fixed-rate runs: `perf sched` showed its
 *   collector threads on both cores for 20-30 ms at a time, and the API's main thread waiting.
 *
 *   tsx bench/loadProcess.ts peak '<autocannon options as JSON>'    # prints its result as JSON
 *   tsx bench/loadProcess.ts openLoop '<openLoop options as JSON>'  # prints its result as JSON
 */
import autocannon from 'autocannon';
import { openLoop } from './openLoop.js';

const [kind, options] = process.argv.slice(2);
const result =
  kind === 'peak'
    ? await autocannon(JSON.parse(options!) as autocannon.Options)
    : kind === 'openLoop'
      ? await openLoop(JSON.parse(options!))
      : null;
if (!result) throw new Error(`Unknown load ${kind}`);
process.stdout.write(JSON.stringify(result));
