// Builds the hosted editor's page and site renderer once per run, before any worker starts: when each hosted spec built
// them in its own worker, one build rewrote the files under the other's running wrangler, which reloaded mid-test.
import { buildHostedPage, buildSiteRender } from '../../src/cli/hosted-runtime.ts';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SITES === 'content') return;
  await buildHostedPage();
  await buildSiteRender();
}
