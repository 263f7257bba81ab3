// Section type → component, loaded on demand so a page only downloads the sections it lists.
import type { ComponentType } from 'react';
import type { SectionView, SectionViewOf } from '../content/view.ts';

type SectionType = SectionView['type'];
type Loaders = { [Type in SectionType]: () => Promise<{ default: ComponentType<SectionViewOf<Type>> }> };

export const sectionLoaders: Loaders = {
  hero: () => import('./Hero.tsx'),
  cardGrid: () => import('./CardGrid.tsx'),
  pricingTable: () => import('./PricingTable.tsx'),
  faq: () => import('./Faq.tsx'),
  bookingCta: () => import('./BookingCta.tsx'),
  contactForm: () => import('./ContactForm.tsx'),
  text: () => import('./Text.tsx'),
  trustStrip: () => import('./TrustStrip.tsx'),
  people: () => import('./People.tsx'),
  rateBox: () => import('./RateBox.tsx'),
  blogIndex: () => import('./BlogIndex.tsx'),
  article: () => import('./Article.tsx'),
  prorationCalculator: () => import('./ProrationCalculator.tsx'),
  privacyContact: () => import('./PrivacyContact.tsx'),
};

const loaded = new Map<SectionType, ComponentType<never>>();

/** Resolves once every component the sections need is loaded; rendering then never suspends (and hydration matches). */
export async function preloadSections(sections: readonly SectionView[]): Promise<void> {
  const types = [...new Set(sections.map((section) => section.type))].filter((type) => !loaded.has(type));
  await Promise.all(types.map(async (type) => loaded.set(type, (await sectionLoaders[type]()).default as ComponentType<never>)));
}

export function sectionComponent<Type extends SectionType>(type: Type): ComponentType<SectionViewOf<Type>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`section ${type} rendered before preloadSections()`);
  return component as ComponentType<SectionViewOf<Type>>;
}
