// Where a section type's component is, for the registry (which loads it) and the build (which lists its chunk): no schema, no React.

/** From src/sections/: the type's folder and its name with a capital (hero/Hero.tsx). */
export const componentFile = (type: string) => `${type}/${type[0]!.toUpperCase()}${type.slice(1)}.tsx`;
