// The icons a section may show; the set is closed so a typo is caught at build, not shown as a blank.
import { z } from 'zod';
import { type Choice, doc } from './doc.ts';

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

/** What each icon shows, in each language: the editor names icons by these words, not by their code names. */
export const iconWords = {
  award: { en: 'an award ribbon', fr: 'une médaille' },
  briefcase: { en: 'a briefcase', fr: 'une mallette' },
  building: { en: 'a building', fr: 'un immeuble' },
  calculator: { en: 'a calculator', fr: 'une calculatrice' },
  calendar: { en: 'a calendar', fr: 'un calendrier' },
  car: { en: 'a car', fr: 'une voiture' },
  chart: { en: 'a bar chart', fr: 'un graphique à barres' },
  check: { en: 'a check mark', fr: 'un crochet' },
  clock: { en: 'a clock', fr: 'une horloge' },
  cloud: { en: 'a cloud', fr: 'un nuage' },
  document: { en: 'a document', fr: 'un document' },
  globe: { en: 'a globe', fr: 'un globe' },
  handshake: { en: 'a handshake', fr: 'une poignée de main' },
  laptop: { en: 'a laptop', fr: 'un ordinateur portable' },
  lightbulb: { en: 'a light bulb', fr: 'une ampoule' },
  location: { en: 'a map pin', fr: 'un repère sur une carte' },
  lock: { en: 'a padlock', fr: 'un cadenas' },
  mail: { en: 'an envelope', fr: 'une enveloppe' },
  phone: { en: 'a phone', fr: 'un téléphone' },
  piggyBank: { en: 'a piggy bank', fr: 'une tirelire' },
  receipt: { en: 'a receipt', fr: 'un reçu' },
  scale: { en: 'a pair of scales', fr: 'une balance' },
  shield: { en: 'a shield', fr: 'un bouclier' },
  support: { en: 'a headset', fr: 'un casque d’écoute' },
  target: { en: 'a target', fr: 'une cible' },
  team: { en: 'a group of people', fr: 'un groupe de personnes' },
  trend: { en: 'a rising line', fr: 'une courbe qui monte' },
  user: { en: 'a person', fr: 'une personne' },
} as const satisfies Record<(typeof iconNames)[number], Choice>;

export const IconName = z.enum(iconNames).meta({
  id: 'IconName',
  kind: 'icon',
  ...doc(['Icon', 'Icône'], `One of: ${iconNames.join(', ')}.`, `Une des valeurs suivantes : ${iconNames.join(', ')}.`),
});
export type IconName = z.infer<typeof IconName>;
