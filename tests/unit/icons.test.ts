// The icon sprite every page carries: one symbol per icon name, drawn like the others, and a clear error naming the file when a drawing is missing, extra or drawn otherwise.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { iconNames } from '../../src/content/schema/icon.ts';
import { ICON_DIR, iconSymbols } from '../../src/vite/vite-plugin-icons.ts';

const copies: string[] = [];
/** A copy of the real drawings, to break one of them. */
function drawings(): string {
  const dir = mkdtempSync(join(tmpdir(), 'icons-'));
  cpSync(ICON_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the icon sprite', () => {
  it.each(iconNames)('holds the drawing of "%s" as a symbol of its own, without the drawing’s own colours', (name) => {
    const symbol = new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(iconSymbols());
    expect(symbol).not.toBeNull();
    const drawing = readFileSync(join(ICON_DIR, `${name}.svg`), 'utf8');
    expect(symbol![1]).not.toBe('');
    expect(drawing).toContain(symbol![1]);
    expect(symbol![1]).not.toMatch(/stroke="#000"|<svg/);
  });

  it('refuses a missing drawing, naming the file', () => {
    const dir = drawings();
    unlinkSync(join(dir, 'car.svg'));
    expect(() => iconSymbols(dir)).toThrow(`${join(dir, 'car.svg')}: missing (the icon "car" has no drawing)`);
  });

  it('refuses a drawing no section can name', () => {
    const dir = drawings();
    writeFileSync(join(dir, 'rocket.svg'), readFileSync(join(dir, 'car.svg')));
    expect(() => iconSymbols(dir)).toThrow(`${join(dir, 'rocket.svg')}: no icon of this name`);
  });

  it('refuses a drawing made otherwise (filled, another size), which the sprite would draw wrong', () => {
    const dir = drawings();
    writeFileSync(
      join(dir, 'car.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="#000"><path d="M0 0h32v32z"/></svg>',
    );
    expect(() => iconSymbols(dir)).toThrow(`${join(dir, 'car.svg')}: the drawing must start with`);
  });
});
