// Writes the benchmark's figures as docs/benchmark.md: tables made from bench/results.json, never typed by hand.
type Row = Record<string, unknown>;

const cell = (value: unknown): string =>
  (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : JSON.stringify(value)).replace(
    /\|/g,
    '\\|',
  );

function table(rows: Row[]): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row[key] ?? '')).join(' | ')} |`),
  ].join('\n');
}

const TITLES: Record<string, string> = {
  validation: 'Validation (seconds; the real site, then generated sites)',
  build: 'Clean build (validate + client + prerender, seconds)',
  devUpdate: 'Dev server, 1,000 pages: a YAML file saved → its page redrawn (ms)',
  editor: 'Editor: keystroke → the real page redrawn in the preview; save; a search typed → its results (ms)',
  bytes: 'Gzip bytes per route (JavaScript before interaction, HTML)',
  navigation: 'In-site navigation, click to the next page’s heading painted, 4× CPU (ms)',
  firstTap: 'A slow phone (150 ms, 1.6 Mbps, 4× CPU): the menu tapped at first paint',
  quietLongestTask: 'Same phone, traced without DevTools’ Runtime domain: longest task after first paint (ms)',
  quietFirstTap: 'Same, with the menu tapped at first paint (ms)',
  against:
    'The home page against another site’s (BENCH_AGAINST), same phone, same run, alternated: medians (ms) and ratio',
  lighthouse: 'Lighthouse 12, mobile, every route (median of its runs)',
  lighthouseBlocking: 'What Lighthouse’s blocking time is made of',
};

/** The page: each measure of the run under its title, in the order the benchmark ran them. */
export function benchmarkPage(results: Record<string, unknown>): string {
  const parts = [
    `# Benchmark\n\nWritten by \`npm run bench\` on ${cell(results.date)} (${cell(results.machine)}); do not edit by hand. What each figure decided is in [performance.md](performance.md).`,
  ];
  for (const [key, value] of Object.entries(results)) {
    if (key === 'date' || key === 'machine') continue;
    const rows = Array.isArray(value)
      ? (value as Row[])
      : value !== null && typeof value === 'object'
        ? [value as Row]
        : [{ value }];
    parts.push(`## ${TITLES[key] ?? key}\n\n${table(rows)}`);
  }
  return `${parts.join('\n\n')}\n`;
}
