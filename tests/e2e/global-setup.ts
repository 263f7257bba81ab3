// Builds the hosted editor's page and site renderer once per run, before any worker starts: when each hosted spec built
// them in its own worker, one build rewrote the files under the other's running wrangler, which reloaded mid-test.
import { buildHostedPage, buildSiteRender } from '../../src/cli/hosted-runtime.ts';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SITES === 'content') return;
  // Vite's build sets NODE_ENV=production in this process, which the workers inherit: their dev servers would then
  // serve production code (the section gallery showed the not-found page).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildHostedPage();
    await buildSiteRender();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
