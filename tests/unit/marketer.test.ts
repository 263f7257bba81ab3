// What a marketer relies on besides the site: the guides' catalogue is current, its examples are valid, the editor is set up, and the scaffolds refuse to be published half-written.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  CATALOGUE_END,
  CATALOGUE_START,
  exampleYaml,
  guides,
  sectionCatalogue,
  sectionEntries,
} from '../../src/site/catalogue.ts';
import { englishSchemas, schemaFiles } from '../../src/site/json-schema.ts';
import { formatProblem } from '../../src/site/problem.ts';
import { Section, sectionTypes } from '../../src/site/schema/sections.ts';
import { listContentFiles, loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

const run = promisify(execFile);

describe('the guides’ section catalogue', () => {
  it.each(Object.entries(guides))('%s holds the current catalogue (run npm run schema)', (file, locale) => {
    const guide = readFileSync(file, 'utf8');
    const start = guide.indexOf(CATALOGUE_START);
    const end = guide.indexOf(CATALOGUE_END);
    expect(start).toBeGreaterThan(-1);
    expect(guide.slice(start + CATALOGUE_START.length, end).trim()).toBe(sectionCatalogue(locale));
  });

  it('documents every section type, each with a field table and an example', () => {
    expect(sectionEntries().map((entry) => entry.type)).toEqual(sectionTypes);
    for (const locale of ['fr', 'en'] as const) {
      const catalogue = sectionCatalogue(locale);
      for (const type of sectionTypes) expect(catalogue).toContain(`### \`${type}\``);
      expect(catalogue.match(/```yaml\nsections:/g)).toHaveLength(
        sectionEntries().flatMap((entry) => entry.examples).length,
      );
    }
  });

  it('shows, in French, the French wording of every description', () => {
    const price = (
      englishSchemas()['page.schema.json'].$defs as Record<
        string,
        { properties: Record<string, { description: string; descriptionFr: string }> }
      >
    ).Card!.properties.price!;
    const french = sectionCatalogue('fr');
    expect(french).toContain(price.descriptionFr);
    expect(french).not.toContain(price.description);
  });

  it('has, for every schema description, a French wording declared beside it that is not the English', () => {
    const faults: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          visit(item, `${at}[${index}]`);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (typeof schema.description === 'string' || typeof schema.descriptionFr === 'string') {
        const { description: english, descriptionFr: french } = schema;
        if (typeof english !== 'string') faults.push(`${at}: French “${String(french)}” without English`);
        else if (typeof french !== 'string' || french.trim() === '')
          faults.push(`${at}: “${english}” has no French (declare it with doc(en, fr))`);
        else if (french.trim() === english.trim()) faults.push(`${at}: the French of “${english}” is the English`);
      }
      for (const [key, value] of Object.entries(schema))
        if (!(key === 'examples' && Array.isArray(value)) && key !== 'choices') visit(value, `${at}.${key}`);
    };
    for (const [file, schema] of Object.entries(englishSchemas())) visit(schema, file);
    expect(faults).toEqual([]);
  });

  /** Every enum declared with choices(), wherever it is in the three schemas. */
  const explainedEnums = Object.entries(englishSchemas()).flatMap(([file, root]) => {
    const found: { at: string; values: unknown[]; choices: Record<string, { en?: unknown; fr?: unknown }> }[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          visit(item, `${at}[${index}]`);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.choices !== undefined)
        found.push({
          at,
          values: (schema.enum ?? []) as unknown[],
          choices: schema.choices as Record<string, { en?: unknown; fr?: unknown }>,
        });
      for (const [key, value] of Object.entries(schema))
        if (!(key === 'examples' && Array.isArray(value)) && key !== 'choices') visit(value, `${at}.${key}`);
    };
    visit(root, file);
    return found;
  });

  it('explains, in both languages, every value of every enum declared with choices(), and only its values', () => {
    expect(explainedEnums.map((found) => found.at)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('HeroSection.properties.variant'),
        expect.stringContaining('CardGridSection.properties.variant'),
        expect.stringContaining('TextSection.properties.variant'),
        expect.stringContaining('PriceUnit'),
        expect.stringContaining('ActionName'),
      ]),
    );
    const faults: string[] = [];
    for (const { at, values, choices } of explainedEnums) {
      expect(Object.keys(choices), at).toEqual(values.map(String));
      for (const [value, meaning] of Object.entries(choices)) {
        if (typeof meaning.en !== 'string' || meaning.en.trim() === '')
          faults.push(`${at} ${value}: no English meaning`);
        if (typeof meaning.fr !== 'string' || meaning.fr.trim() === '')
          faults.push(`${at} ${value}: no French meaning`);
        else if (meaning.fr === meaning.en) faults.push(`${at} ${value}: the French meaning is the English`);
      }
    }
    expect(faults).toEqual([]);
  });

  it.each(Object.entries(guides))('%s lists the meaning of every choice of the page schema', (_file, locale) => {
    const catalogue = sectionCatalogue(locale);
    for (const { at, choices } of explainedEnums.filter((found) => found.at.startsWith('page.schema.json'))) {
      for (const [value, meaning] of Object.entries(choices))
        expect(catalogue, `${at} ${value}`).toContain(
          `\`${value}\` — ${String(meaning[locale]).replaceAll('<', '&lt;').replaceAll('>', '&gt;')}`,
        );
    }
  });

  const examples = sectionEntries().flatMap((entry) =>
    entry.examples.map(
      ({ variant, example }) => [variant === undefined ? entry.type : `${entry.type} (${variant})`, example] as const,
    ),
  );
  it.each(examples)('the %s example is valid on its own', (_name, example) => {
    expect(Section.safeParse(example).error?.issues ?? []).toEqual([]);
  });

  it('its examples, pasted into a page of the real site as the guide shows them, pass npm run validate', () => {
    const root = materialize();
    // The article section only works on the article page; every other example goes on one new page.
    const pasted = sectionEntries()
      .filter((entry) => entry.type !== 'article' && entry.type !== 'hero')
      .flatMap((entry) => entry.examples.map(({ example }) => example));
    const page = `id: catalogue\npath: /catalogue\nhead:\n  title: { fr: Catalogue des sections, en: Section catalogue }\n  description: { fr: Tous les exemples du catalogue des sections collés dans une seule page., en: Every example of the section catalogue pasted into one page. }\nsections:\n${pasted
      .map((example) =>
        exampleYaml(example)
          .trimEnd()
          .split('\n')
          .map((line, index) => (index === 0 ? `  - ${line}` : `    ${line}`))
          .join('\n'),
      )
      .join('\n')}\n`;
    writeFileSync(join(root, 'pages/catalogue.yaml'), page);
    const result = loadSite(root);
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
  });

  it('writes examples the way marketers write texts: one { fr, en } pair per line', () => {
    expect(exampleYaml({ title: { fr: 'Bonjour', en: 'Hello' } }).trim()).toBe('title: { fr: Bonjour, en: Hello }');
    expect(parse(exampleYaml({ a: [{ fr: 'x, y', en: 'z' }] }))).toEqual({ a: [{ fr: 'x, y', en: 'z' }] });
    expect(stringify(sectionEntries()[0]!.example)).toContain('type: hero');
  });
});

describe('the editor set-up (.vscode)', () => {
  const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as {
    'yaml.schemas': Record<string, string[]>;
  };
  const extensions = JSON.parse(readFileSync('.vscode/extensions.json', 'utf8')) as { recommendations: string[] };

  it('recommends the YAML extension that reads the schemas', () => {
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });

  it('maps each content file to exactly the schema npm run validate checks it against', () => {
    const listing = listContentFiles('.');
    const kindOf = (file: string) =>
      file === 'site.yaml'
        ? 'site.schema.json'
        : file.startsWith('pages/blog/')
          ? 'post.schema.json'
          : 'page.schema.json';
    for (const schema of Object.keys(settings['yaml.schemas'])) {
      expect(existsSync(schema), schema).toBe(true);
      expect(Object.keys(schemaFiles)).toContain(schema.replace('./schema/', ''));
    }
    for (const file of [listing.settings, ...listing.pages, ...listing.posts]) {
      const schemas = Object.entries(settings['yaml.schemas']).filter(([, patterns]) =>
        patterns.some((pattern) => matchesGlob(file, pattern)),
      );
      expect(
        schemas.map(([schema]) => schema.replace('./schema/', '')),
        file,
      ).toEqual([kindOf(file)]);
    }
  });
});

describe('npm run new:page and new:post', () => {
  const cli = (args: string[]) =>
    // A French terminal: the marketer's tools speak French by default.
    run(process.execPath, ['--import', 'tsx', 'src/cli/new.ts', ...args], {
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' },
    }).then(
      (output) => ({ code: 0, ...output }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('write bilingual skeletons that the dev preview shows but validate refuses, line by line, until every TODO is written', async () => {
    const root = materialize();
    expect((await cli(['page', 'careers', root])).code).toBe(0);
    expect((await cli(['post', 'reforme-fiscale', root])).code).toBe(0);
    const page = readFileSync(join(root, 'pages/careers.yaml'), 'utf8');
    const post = readFileSync(join(root, 'pages/blog/reforme-fiscale.yaml'), 'utf8');
    expect(page.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
    expect(post.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/post.schema.json');

    const refused = loadSite(root);
    expect(refused.ok).toBe(false);
    const problems = refused.ok ? [] : refused.problems;
    expect(problems.length).toBeGreaterThan(20);
    for (const problem of problems) {
      expect(problem.message.en).toMatch(/^unfinished: replace the placeholder “TODO/);
      const source = problem.file === 'pages/careers.yaml' ? page : post;
      expect(source.split('\n')[problem.line - 1], formatProblem(problem)).toContain('TODO');
    }
    // Both languages of every text are flagged.
    expect(problems.filter((problem) => problem.path.endsWith('.fr')).length).toBe(
      problems.filter((problem) => problem.path.endsWith('.en')).length,
    );

    const preview = loadSite(root, { unfinished: 'preview' });
    expect(preview.ok && preview.unfinished.length).toBe(problems.length);
    expect(preview.ok && preview.site.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/careers', '/en/careers', '/blog/reforme-fiscale', '/en/blog/reforme-fiscale']),
    );

    // Written: French and English texts that differ, a real photo.
    let french = 0;
    const written = (text: string) =>
      text
        .replaceAll(
          'https://images.unsplash.com/TODO-photo-address',
          'https://images.unsplash.com/photo-1554224155-6726b3ff858f',
        )
        .replace(/TODO: ([^"<\n]*)/g, (_, words: string) => `Texte ${++french} ${words}`);
    writeFileSync(join(root, 'pages/careers.yaml'), written(page));
    writeFileSync(join(root, 'pages/blog/reforme-fiscale.yaml'), written(post));
    const done = loadSite(root);
    expect(done.ok ? [] : done.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
  }, 30_000);

  it('refuse a name already taken, a malformed name and a missing name, and write nothing', async () => {
    const root = materialize();
    const files = () => {
      const listing = listContentFiles(root);
      return [...listing.pages, ...listing.posts];
    };
    const before = files();
    const taken = await cli(['page', 'pricing', root]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('pages/pricing.yaml existe déjà');
    const malformed = await cli(['page', 'Nos_Tarifs', root]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('minuscules, chiffres et traits d’union');
    const usedSlug = await cli(['post', 'crypto-taxation', root]);
    expect(usedSlug.code).toBe(1);
    expect(usedSlug.stderr).toContain('déjà pris');
    const missing = await cli(['post']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('usage : npm run new:post -- <slug>');
    expect(files()).toEqual(before);
  }, 30_000);
});
