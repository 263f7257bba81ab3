// Section type → component, found in the type's folder (src/sections/<type>/<Type>.tsx) and loaded on demand so a page only downloads the sections it lists.
import type { ComponentType } from 'react';
import type { AnySectionView } from '../content/view-types.ts';
import { componentFile } from './component-file.ts';

type ComponentModule = { default: ComponentType<never> };

/** The component file of every folder (sub-components live in a folder's parts/, so they are not matched here). */
const componentFiles = import.meta.glob<ComponentModule>('./*/*.tsx');

function loaderOf(type: string): () => Promise<ComponentModule> {
  const load = componentFiles[`./${componentFile(type)}`];
  if (!load) throw new Error(`no component for the section type ${type}: write src/sections/${componentFile(type)}`);
  return load;
}

const loaded = new Map<string, ComponentType<never>>();

/** Resolves once every component the sections need is loaded; rendering then never suspends (and hydration matches). */
export async function preloadSections(sections: readonly AnySectionView[]): Promise<void> {
  const types = [...new Set(sections.map((section) => section.type))].filter((type) => !loaded.has(type));
  await Promise.all(types.map(async (type) => loaded.set(type, (await loaderOf(type)()).default)));
}

/** The component of a section's type; it receives that section's view, which the build made with the same type's schema (src/site/view.ts). */
export function sectionComponent(type: string): ComponentType<AnySectionView> {
  const component = loaded.get(type);
  if (!component) throw new Error(`section ${type} rendered before preloadSections()`);
  return component as ComponentType<AnySectionView>;
}
