// A section type is one folder, src/sections/<type>/: its schema, listed once in src/sections/schemas.ts, its component named after it, an example per variant, its own styles; and the content code stays free of React.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionSchemas } from '../../src/sections/schemas.ts';
import { englishSchemas } from '../../src/site/json-schema.ts';
import { Section } from '../../src/site/schema/sections.ts';

type SectionSchema = (typeof sectionSchemas)[number];
const sectionsDir = 'src/sections';
const folders = readdirSync(sectionsDir).filter((name) => statSync(join(sectionsDir, name)).isDirectory());
const listedTypes = sectionSchemas.map((schema) => schema.shape.type.value as string);
const componentFile = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}.tsx`;
const isListed = (value: unknown): value is SectionSchema => (sectionSchemas as readonly unknown[]).includes(value);
const filesUnder = (dir: string, ending: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory()
      ? filesUnder(join(dir, name), ending)
      : name.endsWith(ending)
        ? [join(dir, name)]
        : [],
  );

describe('the section folders', () => {
  it('are exactly the types listed in src/sections/schemas.ts', () => {
    expect(
      folders.filter((folder) => !listedTypes.includes(folder)),
      'folders of src/sections/ missing from the list in src/sections/schemas.ts',
    ).toEqual([]);
    expect(
      listedTypes.filter((type) => !folders.includes(type)),
      'types listed in src/sections/schemas.ts with no folder of that name in src/sections/',
    ).toEqual([]);
    expect(new Set(listedTypes).size, 'a type is listed twice in src/sections/schemas.ts').toBe(listedTypes.length);
  });

  it.each(folders)('%s/schema.ts declares the listed schema of the type named like its folder', async (folder) => {
    const file = join(sectionsDir, folder, 'schema.ts');
    expect(existsSync(file), `${file} is missing: a section type's folder holds its schema`).toBe(true);
    const module = (await import(`../../src/sections/${folder}/schema.ts`)) as Record<string, unknown>;
    const listed = Object.values(module).filter(isListed);
    expect(listed.length, `${file} exports no schema listed in src/sections/schemas.ts: add it to sectionSchemas`).toBe(
      1,
    );
    const type = listed[0]!.shape.type.value as string;
    expect(type, `${file} declares the type ${type}: its folder must be named ${type}`).toBe(folder);
  });

  it.each(folders)('%s/ holds its component, named after the type, and no other component beside it', (folder) => {
    const components = readdirSync(join(sectionsDir, folder)).filter((file) => file.endsWith('.tsx'));
    expect(
      components,
      `src/sections/${folder}/ needs its component ${componentFile(folder)}; sub-components it alone uses go in src/sections/${folder}/parts/`,
    ).toEqual([componentFile(folder)]);
  });
});

describe('the section examples', () => {
  const defs = englishSchemas()['page.schema.json'].$defs as Record<
    string,
    { title?: string; examples?: Record<string, unknown>[]; properties?: Record<string, { enum?: string[] }> }
  >;
  it.each(listedTypes)(
    '%s has examples that are valid, one per variant in the order of its choices, each naming its variant',
    (type) => {
      const def = Object.values(defs).find((candidate) => candidate.title === type);
      expect(def, `no JSON Schema definition titled ${type}`).toBeDefined();
      const examples = def!.examples ?? [];
      expect(examples.length, `${type} has no example`).toBeGreaterThan(0);
      for (const example of examples)
        expect(Section.safeParse(example).error?.issues ?? [], JSON.stringify(example)).toEqual([]);
      const variants = def!.properties?.variant?.enum;
      if (variants)
        expect(
          examples.map((example) => example.variant),
          `${type}: one example per variant`,
        ).toEqual(variants);
      else expect(examples.every((example) => example.variant === undefined)).toBe(true);
    },
  );
});

describe('the content code', () => {
  /** Every module reachable from src/content, src/site and the section list by relative imports. */
  function reachable(starts: string[]): string[] {
    const seen = new Set<string>();
    const queue = starts.map((file) => resolve(file));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (!file.endsWith('.ts')) continue;
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g))
        queue.push(resolve(dirname(file), target!));
    }
    return [...seen];
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : [],
    );

  it('imports no React, no component and no browser library, even through the section schemas', () => {
    const files = reachable([...walk('src/content'), ...walk('src/site'), 'src/sections/schemas.ts']);
    expect(
      files.filter((file) => file.endsWith('.tsx')).map((file) => relative('.', file)),
      'components reached from src/content or src/site',
    ).toEqual([]);
    const faults = files
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'((?:react|react-dom|wouter)(?:\/[^']*)?)'/g)].map(
          ([, name]) => `${relative('.', file)} imports ${name}`,
        ),
      );
    expect(faults).toEqual([]);
    expect(files.map((file) => relative('.', file))).toEqual(expect.arrayContaining(['src/sections/hero/schema.ts']));
  });
});

/*
 * The rule for styles: a class's block is its name before any __element or --modifier (BEM). A block drawn by one
 * section alone (its components, parts included, write it in a string and nothing else of the site does) is that
 * section's: styled in src/sections/<type>/<type>.css only. site.css styles what several parts draw.
 */
describe('the section styles', () => {
  const blockOf = (name: string) => name.split(/__|--/)[0]!;
  /** The blocks of the class-like words in a component's strings (a template's static parts included: `card--${x}`). */
  const drawnBlocks = (files: string[]) =>
    new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].flatMap((match) =>
          (match[1] ?? match[2] ?? match[3] ?? '')
            .replace(/\$\{[^}]*\}/g, ' ')
            .split(/\s+/)
            .filter((word) => /^[a-z][a-z0-9-]*(__[a-z0-9-]+)?(--[a-z0-9-]*)?$/.test(word))
            .map(blockOf),
        ),
      ),
    );
  const drawnBy = new Map(
    folders.map((folder) => [folder, drawnBlocks(filesUnder(join(sectionsDir, folder), '.tsx'))]),
  );
  const drawnElsewhere = drawnBlocks(
    [...filesUnder('src/shell', '.tsx'), ...filesUnder('src/app', '.tsx')].concat(
      readdirSync(sectionsDir)
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => join(sectionsDir, name)),
    ),
  );
  /** The section that alone draws a block, if one does. */
  const ownerOf = (block: string): string | undefined => {
    if (drawnElsewhere.has(block)) return undefined;
    const drawers = folders.filter((folder) => drawnBy.get(folder)!.has(block));
    return drawers.length === 1 ? drawers[0] : undefined;
  };
  /** Each selector of a stylesheet (comments and at-rule preludes left out), with the blocks of its classes. */
  const selectorsOf = (file: string) =>
    [
      ...readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/([^{};]+)\{/g),
    ]
      .map((match) => match[1]!.trim())
      .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|[\d.]+%)$/.test(prelude))
      .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((selector) => selector.trim()))
      .map((selector) => {
        const classesIn = (text: string) =>
          [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => blockOf(match[1]!));
        const subject = selector.split(/\s*[\s>+~]\s*(?![^(]*\))/).pop() ?? '';
        return { selector, blocks: classesIn(selector), subject: classesIn(subject) };
      });

  it.each(folders)('%s/ keeps its styles, if any, in one stylesheet named after the type', (folder) => {
    const sheets = filesUnder(join(sectionsDir, folder), '.css').map((file) => relative(sectionsDir, file));
    expect(sheets.length <= 1 && sheets.every((sheet) => sheet === `${folder}/${folder}.css`), sheets.join(', ')).toBe(
      true,
    );
  });

  it('each section stylesheet styles what its own components draw, and no block another section alone draws', () => {
    const faults: string[] = [];
    for (const folder of folders) {
      const file = join(sectionsDir, folder, `${folder}.css`);
      if (!existsSync(file)) continue;
      const own = drawnBy.get(folder)!;
      for (const { selector, blocks, subject } of selectorsOf(file)) {
        if (!blocks.some((block) => own.has(block)))
          faults.push(`${file}: « ${selector} » names no class that src/sections/${folder}/ draws`);
        // Another section's block may only set the scene (`.trust + .cta-band`): the element styled must be this section's.
        for (const block of blocks) {
          const owner = ownerOf(block);
          if (owner && owner !== folder && !subject.some((own) => ownerOf(own) === folder))
            faults.push(`${file}: « ${selector} » styles .${block}, which only src/sections/${owner}/ draws`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('site.css holds no block that only one section draws', () => {
    const faults = selectorsOf('src/styles/site.css').flatMap(({ selector, blocks }) =>
      [...new Set(blocks)].flatMap((block) => {
        const owner = ownerOf(block);
        return owner ? [`« ${selector} » styles .${block}: move it to src/sections/${owner}/${owner}.css`] : [];
      }),
    );
    expect(faults).toEqual([]);
  });
});
