// Draws a route's sections in order, each with the component its type names.
import { Suspense } from 'react';
import { sectionComponent } from '../sections/registry.ts';
import type { SectionView } from '../site/view.ts';

export function Page({ sections }: { sections: readonly SectionView[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = sectionComponent(section.type) as React.ComponentType<SectionView>;
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
