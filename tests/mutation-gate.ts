// `npm run test:mutation`: the content gate on a copy of the project after a marketer's week of changes (every fact,
// phone and hour changed; an article, a card, a page and a section added; another removed). Green proves that no
// check of the gate pins the firm's content.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadSite } from '../src/site/site.ts';
import { mutatedProject } from './content-mutation.ts';

const { root, mutation } = mutatedProject();
const fail = (message: string): never => {
  console.error(`✗ ${message} (copy kept in ${root})`);
  process.exit(1);
};
try {
  // The week's changes are really there, so a green gate means something.
  const before = loadSite(process.cwd());
  const after = loadSite(root);
  if (!before.ok || !after.ok) fail('the copy or the project does not validate');
  else {
    const paths = (routes: readonly { path: string }[]) => new Set(routes.map((route) => route.path));
    const added = after.site.routes.filter((route) => !paths(before.site.routes).has(route.path)).length;
    const removed = before.site.routes.filter((route) => !paths(after.site.routes).has(route.path)).length;
    console.log(
      `Copy at ${root}: ${Object.keys(mutation.prices).length} prices and ${Object.keys(mutation.phones).length} phones changed, ${added} routes added, ${removed} removed.`,
    );
    if (added < 6 || removed < 2)
      fail(
        `expected a page and two articles added (6 routes) and an article removed (2 routes): ${added} added, ${removed} removed`,
      );
  }
  const port = String(Number(process.env.E2E_PORT ?? 4173) + 10);
  const gate = spawnSync('npm', ['run', 'check:content'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port },
  });
  if (gate.status !== 0) fail('the content gate failed on the changed copy: a check pins the launch content');
  console.log('✓ The content gate passes on the changed copy.');
  rmSync(root, { recursive: true, force: true });
} catch (error) {
  fail(String(error));
}
