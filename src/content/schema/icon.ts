// The icons a section may show; the set is closed so a typo is caught at build, not shown as a blank.
import { z } from 'zod';
import { doc } from './doc.ts';

export const iconNames = [
  'award',
  'briefcase',
  'building',
  'calculator',
  'calendar',
  'car',
  'chart',
  'check',
  'clock',
  'cloud',
  'document',
  'globe',
  'handshake',
  'laptop',
  'lightbulb',
  'location',
  'lock',
  'mail',
  'phone',
  'piggyBank',
  'receipt',
  'scale',
  'shield',
  'support',
  'target',
  'team',
  'trend',
  'user',
] as const;

export const IconName = z.enum(iconNames).meta({
  id: 'IconName',
  kind: 'icon',
  ...doc(['Icon', 'Icône'], `One of: ${iconNames.join(', ')}.`, `Une des valeurs suivantes : ${iconNames.join(', ')}.`),
});
export type IconName = z.infer<typeof IconName>;
