// `npm run check:content`: the gate a content-only change (site.yaml, pages/, public/images/) passes before it deploys:
// validate, build, then the checks of the built site that hold for any content, each taking its expectations from it.
import { spawnSync } from 'node:child_process';
import { messageLocale } from '../content/messages.ts';

const french = messageLocale() === 'fr';
/** The content checks of the unit suite: the real content read against what it declares (no browser). */
const contentUnitTests = ['tests/unit/real-content.test.ts', 'tests/unit/facts.test.ts'];

const steps: { name: { fr: string; en: string }; command: string[]; env?: Record<string, string> }[] = [
  { name: { fr: 'validation du contenu', en: 'content validation' }, command: ['tsx', 'src/cli/validate.ts'] },
  { name: { fr: 'construction du site', en: 'site build' }, command: ['tsx', 'src/cli/build.ts'] },
  {
    name: { fr: 'contenu lu contre ce qu’il déclare', en: 'content read against what it declares' },
    command: ['vitest', 'run', ...contentUnitTests],
  },
  // Each route's head and hydration, every link, both accessibility engines, French typography, byte budgets,
  // structured data, feeds and the host's rules, on the built site (playwright.config.ts: gateSpecs).
  {
    name: { fr: 'vérifications du site construit (navigateur)', en: 'checks of the built site (browser)' },
    command: ['playwright', 'test'],
    env: { E2E_SITES: 'content' },
  },
];

const started = performance.now();
for (const step of steps) {
  const stepStarted = performance.now();
  console.log(`\n▶ ${step.name[french ? 'fr' : 'en']}`);
  const run = spawnSync('npx', ['--no-install', ...step.command], {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(
      french
        ? `\n✗ Échec à l’étape « ${step.name.fr} » (${seconds} s) : rien n’est publié. Corrigez ce qui est indiqué ci-dessus.`
        : `\n✗ Failed at “${step.name.en}” (${seconds} s): nothing is deployed. Fix what is shown above.`,
    );
    process.exit(1);
  }
  console.log(french ? `✓ ${step.name.fr} (${seconds} s)` : `✓ ${step.name.en} (${seconds} s)`);
}
const total = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  french
    ? `\nLe contenu peut être publié : toutes les vérifications passent (${total} s).`
    : `\nThe content can be deployed: every check passes (${total} s).`,
);
