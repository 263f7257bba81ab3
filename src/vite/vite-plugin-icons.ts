// Build and dev plugin: the line icons (src/styles/icons/<name>.svg) as one inline SVG sprite at the top of every page's body.
// An icon is then a <use> of its symbol (sections/Icon.tsx), drawn with the page. Drawn as CSS masks over SVG data URLs,
// each icon a page showed was an SVG document of its own, built in the style pass before first paint: on the home page
// 34 ms of the 65 ms first-render task on this machine (26 ms without them), which a slow phone pays four times over.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { iconNames } from '../content/schema/icon.ts';

export const ICON_DIR = new URL('../styles/icons/', import.meta.url).pathname;

/** What every drawing's <svg> says: the sprite's CSS (.icon in site.css) applies the same, in the text's colour. */
const DRAWING_ROOT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">';

/**
 * The <symbol> of each icon, in the order of `iconNames`. Throws, naming the file, when a drawing is missing, has no
 * name in the schema (a section could not show it), or is not drawn like the others (24 × 24, stroked, no fill):
 * the sprite keeps only what is inside each drawing's <svg>.
 */
export function iconSymbols(dir = ICON_DIR): string {
  const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));
  const extra = files
    .map((file) => basename(file, '.svg'))
    .filter((name) => !(iconNames as readonly string[]).includes(name));
  if (extra.length > 0)
    throw new Error(`${join(dir, `${extra[0]}.svg`)}: no icon of this name in src/content/schema/icon.ts (iconNames)`);
  return iconNames
    .map((name) => {
      const file = join(dir, `${name}.svg`);
      if (!files.includes(`${name}.svg`)) throw new Error(`${file}: missing (the icon "${name}" has no drawing)`);
      const drawing = readFileSync(file, 'utf8').trim();
      if (!drawing.startsWith(DRAWING_ROOT) || !drawing.endsWith('</svg>'))
        throw new Error(`${file}: the drawing must start with ${DRAWING_ROOT}`);
      // Icon.tsx draws an icon as <use href="#icon-<name>">.
      return `<symbol id="icon-${name}" viewBox="0 0 24 24">${drawing.slice(DRAWING_ROOT.length, -'</svg>'.length)}</symbol>`;
    })
    .join('');
}

export function iconSpritePlugin(dir = ICON_DIR): Plugin {
  return {
    name: 'site:icon-sprite',
    // Read at each page in development (28 small files), so a drawing changed on disk shows at the next reload.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'svg',
          attrs: { class: 'icon-sprite', 'aria-hidden': 'true' },
          children: iconSymbols(dir),
          injectTo: 'body-prepend',
        },
      ],
    },
  };
}
