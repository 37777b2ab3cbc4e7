/**
 * The open-loop generator (bench/openLoop.ts) in a process of its own, for api-bench.ts's
 * fixed-rate runs. In the bench's own process it shared a heap with minutes of autocannon runs,
 * and that heap's collections paused it (--trace-gc during the fixed-rate runs: 45 scavenges a
 * second, some of 10-16 ms): every answer waiting in its sockets meanwhile counted as the
 * server's latency.
 *
 *   tsx bench/openLoopProcess.ts '<openLoop options as JSON>'   # prints the result as JSON
 */
import { openLoop } from './openLoop.js';

const result = await openLoop(JSON.parse(process.argv[2]!));
process.stdout.write(JSON.stringify(result));
