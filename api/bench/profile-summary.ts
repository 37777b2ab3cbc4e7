/**
 * Summarises a `.cpuprofile` (from `node --cpu-prof`): the top functions and modules by self
 * time, as shares of the busy time (idle excluded).
 *
 *   tsx bench/profile-summary.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [rows]');
const rowCount = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node);

/** Native frames (socket and file writes, hashing) count for the JavaScript that called them. */
function attributedFrame(node: ProfileNode): ProfileNode {
  let frame = node;
  while (!frame.callFrame.url && !frame.callFrame.functionName.startsWith('(')) {
    const parent = parentOf.get(frame.id);
    if (!parent) break;
    frame = parent;
  }
  return frame;
}

/** A package under node_modules, an API source file, node's internals, or V8's pseudo-frames. */
function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const source = /\/(api|contracts)\/(.*)$/.exec(url);
  return source ? `${source[1]}/${source[2]}` : url;
}

/** The first caller outside Node's own modules: which library or source file asked for the work. */
function requester(node: ProfileNode): ProfileNode {
  let frame = node;
  while (!frame.callFrame.functionName.startsWith('(') && !/^(file|\/)/.test(frame.callFrame.url)) {
    const parent = parentOf.get(frame.id);
    if (!parent) break;
    frame = parent;
  }
  return frame;
}

const selfByRequester = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const selfByModule = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const node = attributedFrame(nodeById.get(id)!);
  const { functionName, url, lineNumber } = node.callFrame;
  const delta = profile.timeDeltas[index] ?? 0;
  if (functionName === '(idle)') return;
  busy += delta;
  const module = moduleOf(url, functionName);
  const fn = `${functionName || '(anonymous)'} ${module}:${lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + delta);
  selfByModule.set(module, (selfByModule.get(module) ?? 0) + delta);
  const asker = requester(node).callFrame;
  const askerName = moduleOf(asker.url, asker.functionName);
  selfByRequester.set(askerName, (selfByRequester.get(askerName) ?? 0) + delta);
});

const table = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rowCount)
    .map(([name, micros]) => ({
      name,
      'self ms': Math.round(micros / 1000),
      'share of busy %': Number(((micros / busy) * 100).toFixed(1)),
    }));

console.log(`busy ${Math.round(busy / 1000)} ms (idle excluded)`);
console.log('\nBy module');
console.table(table(selfByModule));
console.log("\nBy requester (Node's own work counted for the library or file that called it)");
console.table(table(selfByRequester));
console.log('\nBy function');
console.table(table(selfByFunction));
