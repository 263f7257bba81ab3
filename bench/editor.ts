// Editor figures for `npm run bench`: keystroke → the real page redrawn in the preview, save → written, and a search typed → its results, on a copy of the content.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function editorTimes(root: string, runs = 10) {
  const content = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  cpSync(join(root, 'site.yaml'), join(content, 'site.yaml'));
  cpSync(join(root, 'pages'), join(content, 'pages'), { recursive: true });
  const previous = process.env.SITE_CONTENT_ROOT;
  process.env.SITE_CONTENT_ROOT = content;
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { port: 5197, strictPort: false, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await server.listen();
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const keystroke: number[] = [];
  const save: number[] = [];
  const search: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/__edit`);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /Tarif entreprises/ })
      .click();
    const field = page.locator('#field-sections_0_title_fr');
    await field.waitFor();
    const preview = page.frameLocator('iframe[title="Aperçu de la page"]').locator('h1');
    await preview.waitFor();
    // The dev server may reload the preview once, when its first visit finds a dependency to optimize: measure after that.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await preview.waitFor();
    for (let run = 0; run < runs; run++) {
      const text = `Toute la comptabilité, essai ${run}`;
      const started = Date.now();
      await field.fill(text);
      await preview.filter({ hasText: `essai ${run}` }).waitFor();
      keystroke.push(Date.now() - started);
      const saving = Date.now();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByRole('status').filter({ hasText: 'Enregistré.' }).waitFor();
      save.push(Date.now() - saving);
    }
    // The index is read ahead while the list is looked at: a search typed then answers from it.
    await page.locator('nav.editor__files[data-index="ready"]').waitFor();
    const box = page.locator('#file-search');
    for (let run = 0; run < runs; run++) {
      await box.fill('');
      const started = Date.now();
      await box.fill(run % 2 === 0 ? 'téléphone' : 'prix entreprise');
      await page.locator('.found li').first().waitFor();
      search.push(Date.now() - started);
    }
  } finally {
    await browser.close();
    await server.close();
    if (previous === undefined) delete process.env.SITE_CONTENT_ROOT;
    else process.env.SITE_CONTENT_ROOT = previous;
    rmSync(content, { recursive: true, force: true });
  }
  return {
    runs,
    keystrokeToPreviewMedianMs: median(keystroke),
    keystrokeToPreviewMaxMs: Math.max(...keystroke),
    saveMedianMs: median(save),
    saveMaxMs: Math.max(...save),
    searchMedianMs: median(search),
    searchMaxMs: Math.max(...search),
  };
}
