// Loads each section's own styles (src/sections/<type>/<type>.css), in folder order, into the site's one stylesheet.
// A module of its own, imported by the entry after site.css: Vite puts a glob's imports at the top of the module that
// holds it, so written in the entry they came before site.css and the shared rules (.card) overrode the sections' own.
import.meta.glob('../sections/*/*.css', { eager: true });
