// A reassurance, an icon and a few words: the unit of the trustStrip section, and of the hero's trust row (site.yaml's trust).
import { z } from 'zod';
import { doc } from './doc.ts';
import { IconName } from './icon.ts';
import { LocalizedText } from './text.ts';

export const TrustItem = z
  .strictObject({
    icon: IconName,
    label: LocalizedText.meta(doc(['Words', 'Texte'], 'A few words.', 'Quelques mots.')),
    detail: LocalizedText.optional().meta(
      doc(
        ['Proof', 'Preuve'],
        'A smaller line under the words, with facts a visitor can check: {firm.cpaPermit}, {firm.neq}, {firm.founded}.',
        'Une ligne plus petite sous le texte, avec des faits qu’un visiteur peut vérifier : {firm.cpaPermit}, {firm.neq}, {firm.founded}.',
      ),
    ),
  })
  .meta({
    id: 'TrustItem',
    ...doc(['Reassurance', 'Argument'], 'An icon and a few words.', 'Une icône et quelques mots.'),
  });
