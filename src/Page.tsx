// Draws a route's sections in order, each with the component its type names.
import type { SectionView } from './content/view.ts';
import { sectionComponent } from './sections/registry.ts';

export function Page({ sections }: { sections: readonly SectionView[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = sectionComponent(section.type) as React.ComponentType<SectionView>;
        return <Section key={index} {...section} />;
      })}
    </>
  );
}
