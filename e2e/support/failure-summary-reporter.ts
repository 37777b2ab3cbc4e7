import os from 'node:os';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/** Lines of an error kept in the summary: the message and where it was thrown, no browser log. */
const ERROR_LINES = 12;
// Playwright colours its messages; the summary is read in CI's plain log.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/**
 * The last thing the suite prints in CI: how it ran (workers, cores, time) and, for each failed
 * test, its place and the start of its error. The list reporter's full failures come before it
 * with their browser logs, which can push the causes out of the part of the log people see.
 */
export default class FailureSummaryReporter implements Reporter {
  private workers = 0;
  private startedAt = Date.now();
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onBegin(config: FullConfig, _suite: Suite): void {
    this.workers = config.workers;
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped' && test.outcome() !== 'flaky')
      this.failures.push({ test, result });
  }

  onEnd(result: FullResult): void {
    const minutes = ((Date.now() - this.startedAt) / 60_000).toFixed(1);
    const lines = [
      `--- browser tests ${result.status} in ${minutes} min: ${this.workers} workers on ${os.availableParallelism()} cores, ${this.failures.length} failed`,
    ];
    for (const { test, result: failed } of this.failures) {
      lines.push(
        `--- ${test.location.file.split('/tests/')[1] ?? test.location.file}:${test.location.line} › ${test.title} (${failed.status}, ${(failed.duration / 1000).toFixed(1)} s)`,
      );
      for (const error of failed.errors) {
        const text = (error.message ?? error.value ?? '').replace(ANSI, '');
        lines.push(
          ...text
            .split('\n')
            .filter((line) => line.trim() !== '')
            .slice(0, ERROR_LINES)
            .map((line) => `    ${line}`),
        );
        if (error.location)
          lines.push(
            `    at ${error.location.file.split('/e2e/')[1] ?? error.location.file}:${error.location.line}`,
          );
      }
    }
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
