// Every choice field of the schemas shows the marketer what each value means, in her language, never the raw value (once, fiscalYear).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, type FormContext, FormProvider, resolve, type Schema } from '../../src/editor/client/Form.tsx';
import { editorSchemaIn, type SchemaFile, schemaFiles } from '../../src/site/json-schema.ts';

type Found = { where: string; schema: Schema };

/** Every field of a schema file whose widget is a choice (kind choice or action), with where it is declared. */
function choiceFields(json: Schema): { defs: Record<string, Schema>; found: Found[] } {
  const defs = (json.$defs ?? {}) as Record<string, Schema>;
  const found: Found[] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, `${where}/${index}`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as Schema;
    const kind = resolve(schema, defs).kind;
    if (kind === 'choice' || kind === 'action') found.push({ where, schema });
    for (const [key, value] of Object.entries(schema)) if (key !== 'examples') visit(value, `${where}/${key}`);
  };
  visit(json, '#');
  return { defs, found };
}

const strip = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** What the marketer reads for one value: the words of its radio button, or of its option in a list. */
function shownFor(html: string, value: string): string | undefined {
  const radio = html.match(new RegExp(`<label[^>]*>(?:(?!</label>).)*value="${value}"(?:(?!</label>).)*</label>`, 's'));
  if (radio) return strip(radio[0]);
  const option = html.match(new RegExp(`<option value="${value}"[^>]*>(.*?)</option>`, 's'));
  return option ? strip(option[1] ?? '') : undefined;
}

describe('choice fields in the editor', () => {
  for (const lang of ['fr', 'en'] as const)
    it(`show each value's meaning in ${lang === 'fr' ? 'French' : 'English'}, not its raw value`, () => {
      const failures: string[] = [];
      let checked = 0;
      for (const file of Object.keys(schemaFiles) as SchemaFile[]) {
        const { defs, found } = choiceFields(editorSchemaIn(lang, file) as Schema);
        for (const { where, schema } of found) {
          const resolved = resolve(schema, defs);
          const values = (resolved.enum ?? (resolved.anyOf ?? []).map((option) => option.const)) as unknown[];
          const context = {
            defs,
            lang,
            options: { icons: [], pages: [], posts: [], phones: [] },
            problems: new Map(),
            set: () => {},
            remove: () => {},
            insert: () => {},
            move: () => {},
            unreadNumber: () => {},
            uploadImage: async () => ({ status: 500, body: { error: { fr: '', en: '' } } }),
          } as unknown as FormContext;
          const html = renderToStaticMarkup(
            createElement(
              FormProvider,
              { value: context },
              createElement(Field, { path: ['field'], value: values[0], schema, label: 'Champ' }),
            ),
          );
          for (const value of values) {
            checked++;
            const name = `${file} ${where} = ${String(value)}`;
            const shown = shownFor(html, String(value));
            if (shown === undefined) failures.push(`${name}: not offered`);
            else if (typeof value === 'number') {
              if (!shown.includes(String(value))) failures.push(`${name}: shows « ${shown} »`);
            } else {
              const meaning = resolved.choices?.[value as string]?.[lang];
              if (!meaning) failures.push(`${name}: no meaning declared in ${lang}`);
              else if (!shown.includes(meaning)) failures.push(`${name}: shows « ${shown} », not « ${meaning} »`);
              // The raw value is code to the marketer: it may appear only as a word of the meaning itself.
              if (new RegExp(`(^|[^\\p{L}])${value}([^\\p{L}]|$)`, 'u').test(shown.replace(meaning ?? '\u0000', '')))
                failures.push(`${name}: shows the raw value in « ${shown} »`);
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    });
});
