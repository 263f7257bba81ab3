// The union of every section type: `type` picks the schema of its folder (src/sections/<type>/schema.ts) and the component that draws it.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { sectionSchemas } from '../../sections/schemas.ts';

export { sectionSchemas };
export const Section = z.discriminatedUnion('type', sectionSchemas).meta({
  id: 'Section',
  ...doc(
    ['Section', 'Section'],
    'A block of the page; `type` says which.',
    'Un bloc de la page; `type` indique lequel.',
  ),
});
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];
export const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value) as SectionType[];
