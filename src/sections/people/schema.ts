// The `people` section type: the team, in groups, with their initials on a disc; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { doc } from '../../content/schema/doc.ts';
import { Cta, PersonId } from '../../content/schema/link.ts';
import { anchor, heading, intro, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const Person = z
  .strictObject({
    id: PersonId.optional().meta(
      doc(
        ['Short name (id)', 'Nom court (id)'],
        'A short name for this person, written once, that articles name as their author (author: mathieu-gagnon). Leave out for people who sign no article.',
        'Un nom court pour cette personne, écrit une seule fois, que les articles donnent comme auteur (author: mathieu-gagnon). À omettre pour les personnes qui ne signent aucun article.',
        { kind: 'id' },
      ),
    ),
    name: z
      .string()
      .regex(/\S/, say('le nom est vide', 'the name is empty'))
      .meta(
        doc(
          ['Full name', 'Nom complet'],
          'Full name, identical in both languages.',
          'Nom complet, identique dans les deux langues.',
          { kind: 'plainText', names: true },
        ),
      ),
    designation: z
      .string()
      .regex(/^[A-Za-zÀ-ÿ. ,-]+$/)
      .optional()
      .meta(
        doc(
          ['Designation', 'Titre professionnel'],
          'Professional designation written after the name, the same in both languages: CPA. Leave out if none.',
          'Titre professionnel écrit après le nom, le même dans les deux langues : CPA. À omettre s’il n’y en a pas.',
          { kind: 'plainText' },
        ),
      ),
    role: LocalizedText.meta(doc(['Role', 'Rôle'], 'Their role or title.', 'Son rôle ou son titre.')),
    bio: LocalizedText.optional().meta(
      doc(['Bio', 'Biographie'], 'A sentence or two about them.', 'Une phrase ou deux à son sujet.'),
    ),
  })
  .meta({ id: 'Person' });

export const People = z
  .strictObject({
    type: z.literal('people'),
    anchor,
    heading,
    intro,
    groups: list(
      z
        .strictObject({
          heading: LocalizedText.meta(
            doc(['Group heading', 'Titre du groupe'], 'Heading of the group.', 'Titre du groupe.', { names: true }),
          ),
          members: list(Person, 'person', 'une personne').meta(
            doc(['Members', 'Membres'], 'The people of the group.', 'Les personnes du groupe.'),
          ),
        })
        .meta({
          id: 'PeopleGroup',
          ...doc(['Group', 'Groupe'], 'A group of people under a heading.', 'Un groupe de personnes sous un titre.'),
        }),
      'group',
      'un groupe',
    ).meta(doc(['Groups', 'Groupes'], 'Groups of people, in order.', 'Groupes de personnes, dans l’ordre.')),
    action: Cta.optional().meta(
      doc(
        ['Link under the team', 'Lien sous l’équipe'],
        'A link under the people, such as “Meet the whole team” to the About page. Leave out for none.',
        'Un lien sous les personnes, par exemple « Rencontrer toute l’équipe » vers la page À propos. À omettre s’il n’y en a pas.',
      ),
    ),
  })
  .meta({
    id: 'PeopleSection',
    title: 'people',
    ...doc(
      ['Team', 'Équipe'],
      'The team, in groups (leadership, key team members).',
      'L’équipe, par groupes (direction, membres clés de l’équipe).',
    ),
    examples: [
      {
        type: 'people',
        heading: { fr: 'Notre équipe', en: 'Our team' },
        groups: [
          {
            heading: { fr: 'Direction', en: 'Leadership' },
            members: [
              {
                name: 'Camille Exemple',
                designation: 'CPA',
                role: { fr: 'Associée', en: 'Partner' },
              },
            ],
          },
        ],
      },
    ],
  });
