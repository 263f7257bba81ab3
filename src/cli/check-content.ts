// `npm run check:content`: the gate a content-only change (site.yaml, pages/, public/images/) passes before it deploys:
// validate, build, then the checks of the built site that hold for any content, each taking its expectations from it.
import { spawn } from 'node:child_process';
import { messageLocale } from '../content/messages.ts';

const french = messageLocale() === 'fr';
/** The content checks of the unit suite: the real content read against what it declares (no browser). */
const contentUnitTests = ['tests/unit/real-content.test.ts', 'tests/unit/facts.test.ts'];

type Step = {
  name: { fr: string; en: string };
  command: string[];
  env?: Record<string, string>;
  /** Run beside the steps after it, its output shown once it ends: it reads the content, not the build. */
  alongside?: true;
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

const started = performance.now();
const beside: Promise<Outcome>[] = [];
for (const step of steps) {
  if (step.alongside) {
    beside.push(run(step));
    continue;
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
