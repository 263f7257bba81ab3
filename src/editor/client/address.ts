// The editor's own addresses: /__edit/<file>#<field> names a file and a field in it (a part of the settings: /__edit/site.yaml#contact).
import type { EditPath } from '../yaml-edit.ts';

const EDITOR = '/__edit';

/** The address of a file, at a field when given: /__edit/pages/pricing-company.yaml#sections.0.title. */
export const fileAddress = (file: string, path: EditPath = []) =>
  `${EDITOR}/${file}${path.length > 0 ? `#${path.join('.')}` : ''}`;

/** The file and the field an address names, or undefined for the editor's own page (/__edit). */
export function placeOf(pathname: string, hash: string): { file: string; path: EditPath } | undefined {
  const file = decodeURIComponent(pathname.slice(EDITOR.length + 1));
  if (!pathname.startsWith(`${EDITOR}/`) || file === '') return undefined;
  const field = decodeURIComponent(hash.replace(/^#/, ''));
  return { file, path: field === '' ? [] : field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) };
}
