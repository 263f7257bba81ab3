// `npm run editor:deploy [-- --dry-run]`: puts the hosted editor on Cloudflare: checks the config, builds the page and the site's renderer, bundles the Worker offline, checks its secrets, applies the D1 migrations, deploys.
import { join } from 'node:path';
import {
  buildHostedPage,
  buildSiteRender,
  deployProblems,
  HOSTED_CONFIG,
  missingSecrets,
  readDeployConfig,
  wranglerRemote,
} from './hosted-runtime.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
// --config: another Worker config (the tests' copy); the IT person never needs it.
const config = option('--config') ?? HOSTED_CONFIG;
const dryRun = args.includes('--dry-run');
const say = (fr: string, en: string) => console.log(`${fr}\n${en}`);
const refuse = (fr: string, en: string, detail?: string) => {
  console.error(`✗ ${fr}\n✗ ${en}${detail ? `\n\n${detail}` : ''}`);
  process.exit(1);
};

// 1. What the config must say before anything is built or sent.
const problems = deployProblems(config);
if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem.replace('\n', '\n✗ ')}`).join('\n\n'));
  console.error('\nRien n’a été envoyé à Cloudflare. / Nothing was sent to Cloudflare.');
  process.exit(1);
}
const { origin } = readDeployConfig(config);

// 2. The page and the site's validator and renderer, which the Worker serves and imports.
const started = performance.now();
await buildHostedPage();
await buildSiteRender();
say('✓ Page de l’éditeur et rendu du site construits', '✓ Editor page and site renderer built');

// 3. The Worker bundled exactly as it would be sent, offline: a missing file or a bad binding stops here.
try {
  await wranglerRemote(['deploy', '--dry-run', '--outdir', join(process.cwd(), '.build/hosted-worker')], config);
} catch (error) {
  refuse(
    'Le Worker ne s’assemble pas : rien n’a été envoyé.',
    'The Worker does not bundle: nothing was sent.',
    error instanceof Error ? error.message : String(error),
  );
}
say('✓ Worker assemblé (vérification hors ligne)', '✓ Worker bundled (offline check)');
if (dryRun) {
  say(
    `Essai seulement (--dry-run) : rien n’a été envoyé à Cloudflare (${((performance.now() - started) / 1000).toFixed(1)} s).`,
    'Dry run only (--dry-run): nothing was sent to Cloudflare.',
  );
  process.exit(0);
}

// 4. The secrets live on Cloudflare only: wrangler can list their names (never their values) once logged in.
let listed: { name: string }[] = [];
try {
  listed = JSON.parse(await wranglerRemote(['secret', 'list', '--format', 'json'], config)) as { name: string }[];
} catch (error) {
  const text = error instanceof Error ? error.message : String(error);
  if (/not found|does not exist|10007/i.test(text)) listed = [];
  else
    refuse(
      'Cloudflare ne répond pas à cet ordinateur : connectez-vous d’abord avec « npx wrangler login » (ou définissez CLOUDFLARE_API_TOKEN), puis relancez « npm run editor:deploy ». Rien n’a été envoyé.',
      'Cloudflare did not answer this computer: sign in first with “npx wrangler login” (or set CLOUDFLARE_API_TOKEN), then run “npm run editor:deploy” again. Nothing was sent.',
      text,
    );
}
const missing = missingSecrets(listed);
if (missing.length > 0)
  refuse(
    `Secret manquant : ${missing.join(', ')}. Ajoutez-le avec ${missing.map((name) => `« npx wrangler secret put ${name} -c src/hosted/wrangler.jsonc »`).join(' et ')} (docs/hosted-setup.md, étape 4). Rien n’a été envoyé.`,
    `Missing secret: ${missing.join(', ')}. Add it with ${missing.map((name) => `“npx wrangler secret put ${name} -c src/hosted/wrangler.jsonc”`).join(' and ')} (docs/hosted-setup.md, step 4). Nothing was sent.`,
  );
say('✓ Secrets présents : EDITOR_GIT_URL, EDITOR_GIT_TOKEN', '✓ Secrets present: EDITOR_GIT_URL, EDITOR_GIT_TOKEN');

// 5. The database's tables, new ones included after an update (wrangler applies only those not applied yet).
try {
  await wranglerRemote(['d1', 'migrations', 'apply', 'DB', '--remote'], config);
} catch (error) {
  refuse(
    'La base de données D1 n’a pas pu être mise à jour : rien n’a été déployé.',
    'The D1 database could not be updated: nothing was deployed.',
    error instanceof Error ? error.message : String(error),
  );
}
say('✓ Base de données D1 à jour', '✓ D1 database up to date');

// 6. The Worker itself.
try {
  console.log(await wranglerRemote(['deploy'], config));
} catch (error) {
  refuse(
    'Cloudflare a refusé le déploiement.',
    'Cloudflare refused the deployment.',
    error instanceof Error ? error.message : String(error),
  );
}
say(
  `✓ L’éditeur est déployé. Son adresse : ${origin}\nPremière personne : npm run editor:invite -- courriel@votrecabinet.ca --role admin --remote`,
  `✓ The editor is deployed. Its address: ${origin}\nFirst person: npm run editor:invite -- email@yourfirm.ca --role admin --remote`,
);
