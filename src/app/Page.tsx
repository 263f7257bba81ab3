// Draws a route's sections in order, each with the component its type names.
import { Suspense } from 'react';
import type { AnySectionView } from '../content/view-types.ts';
import { sectionComponent } from '../sections/registry.ts';

export function Page({ sections }: { sections: readonly AnySectionView[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = sectionComponent(section.type);
        // A boundary per section: the browser hydrates the shell first, then one section at a time in short tasks
        // (a tap on a section not yet hydrated makes React hydrate it first). Components are preloaded, so it never
        // shows its fallback.
        return (
          <Suspense key={index} fallback={null}>
            <Section {...section} />
          </Suspense>
        );
      })}
    </>
  );
}
