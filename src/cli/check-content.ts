// `npm run check:content`: the gate a content-only change (site.yaml, pages/, public/images/) passes before it deploys:
// validate, build, then the checks of the built site that hold for any content, each taking its expectations from it.
// `--since COMMIT` (the one online, from npm run ci): the accessibility engines and layout measures read only the pages
// that changed since it; every page is still loaded, hydrated and checked for the rest.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messageLocale } from '../content/messages.ts';
import { buildSite } from './build.ts';
import { changedPages } from './changed-pages.ts';

const french = messageLocale() === 'fr';
/** The content checks of the unit suite: the real content read against what it declares (no browser). */
const contentUnitTests = ['tests/unit/real-content.test.ts', 'tests/unit/facts.test.ts'];

type Step = {
  name: { fr: string; en: string };
  command: string[];
  env?: Record<string, string>;
  /** Run beside the steps after it, its output shown once it ends: it reads the content, not the build. */
  alongside?: true;
  /** Told which pages changed since `--since` (E2E_CHANGED_PAGES): it reads only those with its slowest checks. */
  readsChangedPages?: true;
};

const steps: Step[] = [
  // Beside the build, which validates the same content and stops on the same problems: its list is said first.
  {
    name: { fr: 'validation du contenu', en: 'content validation' },
    command: ['tsx', 'src/cli/validate.ts'],
    alongside: true,
  },
  {
    name: { fr: 'contenu lu contre ce qu’il déclare', en: 'content read against what it declares' },
    command: ['vitest', 'run', ...contentUnitTests],
    alongside: true,
  },
  { name: { fr: 'construction du site', en: 'site build' }, command: ['tsx', 'src/cli/build.ts'] },
  // Each route's head and hydration, every link, both accessibility engines, French typography, byte budgets,
  // structured data, feeds and the host's rules, on the built site (playwright.config.ts: gateSpecs).
  {
    name: { fr: 'vérifications du site construit (navigateur)', en: 'checks of the built site (browser)' },
    command: ['playwright', 'test'],
    env: { E2E_SITES: 'content' },
    readsChangedPages: true,
  },
];

type Outcome = { step: Step; ok: boolean; seconds: string; output: string };

/** Runs a step: its output straight to the terminal, or kept until it ends when it runs beside others. */
function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npx', ['--no-install', ...step.command], {
    stdio: step.alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((done) =>
    child.on('close', (code) =>
      done({ step, ok: code === 0, seconds: ((performance.now() - started) / 1000).toFixed(1), output }),
    ),
  );
}

function report({ step, ok, seconds, output }: Outcome): void {
  if (step.alongside) process.stdout.write(`\n▶ ${step.name[french ? 'fr' : 'en']}\n${output}`);
  if (ok) {
    console.log(french ? `✓ ${step.name.fr} (${seconds} s)` : `✓ ${step.name.en} (${seconds} s)`);
    return;
  }
  console.error(
    french
      ? `\n✗ Échec à l’étape « ${step.name.fr} » (${seconds} s) : rien n’est publié. Corrigez ce qui est indiqué ci-dessus.`
      : `\n✗ Failed at “${step.name.en}” (${seconds} s): nothing is deployed. Fix what is shown above.`,
  );
  process.exit(1);
}

/**
 * Builds the content of `since` (the commit online) with this code and names the pages drawn differently now, in a file
 * the browser checks read (E2E_CHANGED_PAGES); undefined, and every page read, when that build cannot be made.
 */
async function pagesChangedSince(since: string): Promise<string | undefined> {
  const folder = resolve('.build', `online-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    const content = ['site.yaml', 'pages', 'public/images'].filter((path) => {
      try {
        git('cat-file', '-e', `${since}:${path}`);
        return true;
      } catch {
        return false;
      }
    });
    git('archive', '--output', join(folder, 'content.tar'), since, '--', ...content);
    execFileSync('tar', ['-xf', 'content.tar'], { cwd: folder });
    await buildSite(resolve('.'), { contentRoot: folder, outDir: join(folder, 'dist'), quiet: true });
    const changed = changedPages(join(folder, 'dist'), 'dist');
    const list = resolve('.build', `changed-pages-${process.pid}.json`);
    writeFileSync(list, JSON.stringify(changed));
    console.log(
      french
        ? `${changed.length} page(s) dessinée(s) autrement que celles de ${since.slice(0, 7)} : les moteurs d’accessibilité et la mise en page les relisent${changed.length ? ` (${changed.slice(0, 6).join(', ')}${changed.length > 6 ? '…' : ''})` : ''} ; toutes les pages sont chargées et vérifiées pour le reste.`
        : `${changed.length} page(s) drawn differently from ${since.slice(0, 7)}'s: the accessibility engines and layout read them again${changed.length ? ` (${changed.slice(0, 6).join(', ')}${changed.length > 6 ? '…' : ''})` : ''}; every page is loaded and checked for the rest.`,
    );
    return list;
  } catch (error) {
    console.log(
      french
        ? `Comparaison avec ${since.slice(0, 7)} impossible (${String(error).split('\n')[0]}) : toutes les pages sont relues.`
        : `No comparison with ${since.slice(0, 7)} (${String(error).split('\n')[0]}): every page is read.`,
    );
    return undefined;
  } finally {
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  }
}

const since = process.argv.includes('--since') ? process.argv[process.argv.indexOf('--since') + 1] : undefined;
const started = performance.now();
const beside: Promise<Outcome>[] = [];
for (const step of steps) {
  if (step.alongside) {
    beside.push(run(step));
    continue;
  }
  if (since && step.readsChangedPages) {
    console.log(french ? '\n▶ comparaison avec le site en ligne' : '\n▶ comparison with the site online');
    const compared = performance.now();
    const list = await pagesChangedSince(since);
    if (list) step.env = { ...step.env, E2E_CHANGED_PAGES: list };
    const seconds = ((performance.now() - compared) / 1000).toFixed(1);
    console.log(
      french
        ? `✓ comparaison avec le site en ligne (${seconds} s)`
        : `✓ comparison with the site online (${seconds} s)`,
    );
  }
  console.log(`\n▶ ${step.name[french ? 'fr' : 'en']}`);
  const outcome = await run(step);
  // A step beside this one that failed meanwhile is said first: it is the content's own fault.
  if (!outcome.ok) for (const other of beside) report(await other);
  report(outcome);
}
for (const other of beside) report(await other);
const total = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  french
    ? `\nLe contenu peut être publié : toutes les vérifications passent (${total} s).`
    : `\nThe content can be deployed: every check passes (${total} s).`,
);
