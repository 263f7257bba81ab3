// A card: the unit of the cardGrid section, and of the not-found page's destinations in site.yaml, which is why it lives here.
import { z } from 'zod';
import { doc } from './doc.ts';
import { IconName } from './icon.ts';
import { Cta } from './link.ts';
import { PriceRef } from './money.ts';
import { LocalizedText } from './text.ts';

export const Card = z
  .strictObject({
    icon: IconName.optional().meta(
      doc(['Icon', 'Icône'], 'Icon shown above the title.', 'Icône affichée au-dessus du titre.'),
    ),
    title: LocalizedText.meta(
      doc(['Card title', 'Titre de la carte'], 'Title of the card.', 'Titre de la carte.', { names: true }),
    ),
    text: LocalizedText.optional().meta(
      doc(['Card text', 'Texte de la carte'], 'Paragraph under the title.', 'Paragraphe sous le titre.'),
    ),
    price: PriceRef.optional().meta(
      doc(
        ['Price', 'Prix'],
        'Price shown on the card: the name of a price in site.yaml facts.prices.',
        'Prix affiché sur la carte : le nom d’un prix de facts.prices dans site.yaml.',
      ),
    ),
    priceNote: LocalizedText.optional().meta(
      doc(
        ['Price note', 'Note sous le prix'],
        'Line under the price (for example what it covers).',
        'Ligne sous le prix (par exemple ce qu’il comprend).',
      ),
    ),
    features: z
      .array(LocalizedText)
      .optional()
      .meta(
        doc(['Features', 'Points inclus'], 'Bullet list of what is included.', 'Liste à puces de ce qui est inclus.', {
          add: ['Add a feature', 'Ajouter un point'],
        }),
      ),
    action: Cta.optional().meta(
      doc(
        ['Card button', 'Bouton de la carte'],
        'At the bottom of the card: a full-width button on plan cards, a link on the others.',
        'Au bas de la carte : un bouton pleine largeur sur les cartes de forfait, un lien sur les autres.',
      ),
    ),
    highlight: LocalizedText.optional().meta(
      doc(
        ['Highlight', 'Mise en avant'],
        'A few words that make this card stand out and say why (“Le plus complet”). Leave out for no highlight.',
        'Quelques mots qui mettent cette carte en évidence et disent pourquoi (« Le plus complet »). À omettre pour ne rien mettre en évidence.',
      ),
    ),
  })
  .meta({ id: 'Card', ...doc(['Card', 'Carte'], 'One card of a card grid.', 'Une carte d’une grille de cartes.') });
