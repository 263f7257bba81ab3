// Prints one closing line for the whole suite (unit + end-to-end): "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

const read = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
const unit = read<VitestReport>('test-results/vitest.json');
const e2e = read<PlaywrightReport>('test-results/playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(
  `\nunit: ${unit?.numPassedTests ?? 0} passed · end-to-end: ${e2e ? e2e.stats.expected + e2e.stats.flaky : 0} passed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !unit || !e2e ? 1 : 0);
