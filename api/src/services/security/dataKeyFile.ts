import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDataKey, parseDataKeys, type DataKey } from './secretBox.js';

/**
 * Without DATA_KEYS the server keeps its data keys in a file of its own (api/.data/data-keys,
 * readable by its owner only, never in the repository), made on the first start. Servers
 * starting at once make it once: the first write wins and the others read it. Rotate by
 * putting a new key in front (`id:key,` + the old line) and restarting; the start-up pass
 * re-seals every secret under it, after which the old key may go.
 */
export function keptDataKeys(file: string): DataKey[] {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked: nobody reads a half-written file.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${generateDataKey()}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return parseDataKeys(readFileSync(file, 'utf8'));
}
