/**
 * `pnpm operator <command>`: the operator CLI, a client of the operator API (`/ops/...`).
 * `pnpm operator help` lists the commands.
 */
import { parseArgs } from 'node:util';
import { printError, printLine } from './commands/command.js';
import { commands } from './commands/index.js';
import { apiUrl } from './operator-client.js';

function help(): void {
  printLine(
    `Usage: pnpm operator <command> [options]    (API: ${apiUrl}; OPERATOR_API_URL to change)\n`,
  );
  for (const command of commands) {
    printLine(`  ${command.name} ${command.usage}`.trimEnd());
    printLine(`      ${command.summary}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const words = argv.filter((arg) => !arg.startsWith('-'));
  // The longest command name that the first words spell.
  const command = [...commands]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .find((candidate) => candidate.name.split(' ').every((word, index) => words[index] === word));
  if (!command || argv.includes('--help')) {
    help();
    return command || argv.length === 0 || argv[0] === 'help' ? 0 : 1;
  }
  const skip = command.name.split(' ').length;
  const rest = argv.slice(argv.indexOf(words[skip - 1]!) + 1);
  const { values, positionals } = parseArgs({
    args: rest,
    options: command.options ?? {},
    allowPositionals: true,
    strict: true,
  });
  await command.run({
    values: values as Record<string, string | boolean | undefined>,
    positionals,
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    printError(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
