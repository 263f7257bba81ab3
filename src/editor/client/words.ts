// The editor's own words, in French (default) and English.
export type UiLang = 'fr' | 'en';
/** Words in parts: a { more } part is said where there is room and folds away in a phone's one-line bar. */
export type Folding = readonly (string | { readonly more: string })[];

export const words = {
  fr: {
    title: 'Éditeur du site',
    files: 'Fichiers',
    search: 'Rechercher une page, un champ ou un texte',
    searchHelp: 'Par exemple : téléphone, prix, heures, surtitre.',
    fieldsFound: 'Champs et textes',
    comesFrom: (shown: string, where: string) =>
      shown === '' ? `Une valeur de ce texte vient de ${where}` : `« ${shown} » vient de ${where}`,
    priceHelp:
      'Le prix affiché ici. Son montant s’écrit une seule fois, dans les réglages du site : le changer le change sur toutes les pages qui l’affichent.',
    changeAmount: 'Changer ce montant (partout sur le site)',
    noFieldFound: 'Aucun champ ne contient ces mots.',
    searching: 'Recherche dans tout le contenu…',
    parts: 'Parties des réglages',
    partProblems: (count: number) => `${count} problème${count > 1 ? 's' : ''}`,
    settings: 'Réglages du site',
    fr: 'Français',
    en: 'Anglais',
    choose: '— choisir —',
    nobody: '— Personne —',
    from: 'afficher « à partir de »',
    removeField: (label: string) => `Retirer : ${label}`,
    up: 'Monter',
    down: 'Descendre',
    remove: 'Supprimer',
    add: 'Ajouter',
    addTo: (label: string) => `Ajouter : ${label}`,
    addSection: 'Ajouter une section depuis le catalogue',
    previewOf: (name: string, variant: string | undefined) =>
      `Aperçu de la section ${name}${variant === undefined ? '' : ` : ${variant}`}`,
    itemTools: (label: string, index: number) => `${label} ${index} : déplacer ou supprimer`,
    // As short as the room it is shown in: longer, it wrapped on focus and moved what was being clicked.
    toolsKeys: 'Pour déplacer au clavier : Échap, puis ← ou →',
    removedItem: (what: string) => `« ${what} » retiré.`,
    undo: 'Annuler',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    saving: 'Enregistrement…',
    discard: 'Annuler mes modifications',
    discardAsk: (count: number) =>
      count > 1
        ? `Annuler vos ${count} modifications? Elles seront perdues.`
        : 'Annuler votre modification? Elle sera perdue.',
    discardYes: 'Oui, annuler',
    // A saved change undone in one click (trials 16 and 17 retyped the old value by hand).
    restore: 'Revenir à la version publiée',
    restoreAsk:
      'Revenir à la version publiée? Ce qui a été enregistré dans ce fichier depuis sa dernière publication sera perdu.',
    restoreYes: 'Oui, revenir',
    restoreNo: 'Non, garder',
    restoredPublished: 'Revenu à la version publiée : il n’y a plus rien à publier dans ce fichier.',
    notRestored: 'La version publiée n’a pas pu être remise :',
    discardNo: (count: number) => (count > 1 ? 'Non, les garder' : 'Non, la garder'),
    unsaved: (count: number) => `${count} modification${count > 1 ? 's' : ''} non enregistrée${count > 1 ? 's' : ''}`,
    noChanges: 'Aucune modification',
    checking: 'Vérification…',
    problems: (count: number) => `${count} problème${count > 1 ? 's' : ''} à corriger avant d’enregistrer`,
    toWrite: (count: number) =>
      `${count} texte${count > 1 ? 's' : ''} à écrire avant d’enregistrer : remplacez chaque « TODO » par le vrai texte`,
    preview: 'Aperçu de la page',
    previewIn: 'Aperçu en',
    previewStale: 'Aperçu en pause : corrigez le champ signalé pour voir vos derniers changements.',
    previewHeld: (why: string) => `Aperçu en pause. ${why}`,
    previewEarlier: 'Ci-dessous : la page avant cette modification.',
    previewFieldSaved: 'Ci-dessous : la page avec ce champ tel qu’enregistré.',
    previewSaved: 'Ci-dessous : la page telle qu’enregistrée, sans vos modifications.',
    previewLoading: 'Chargement de l’aperçu…',
    previewSlow: 'Chargement de l’aperçu… L’ordinateur est occupé : l’aperçu arrive, rien à faire.',
    previewStuck: 'L’aperçu ne s’affiche pas.',
    previewReload: 'Recharger l’aperçu',
    seePreview: 'Voir l’aperçu',
    backToForm: 'Retour au formulaire',
    previewAlso: 'Cet aperçu montre aussi vos changements non enregistrés des Réglages du site.',
    previewUnshown:
      'Vos changements non enregistrés des Réglages du site ont un problème : cet aperçu montre les réglages enregistrés. Corrigez-le dans Réglages pour les voir ici.',
    conflict:
      'Ce fichier a changé sur le disque depuis que vous l’avez ouvert (un autre éditeur ou une mise à jour). Rien n’a été écrasé.',
    reload: 'Recharger le fichier (perdre mes modifications)',
    keepMine: 'Garder mes modifications par-dessus la nouvelle version',
    compare: 'Comparer',
    restored: 'Vos modifications non enregistrées ont été restaurées.',
    created: 'Créé et ajouté à la liste : remplacez chaque « TODO » ci-dessous par le vrai texte, puis enregistrez.',
    language: 'English',
    pick: 'Choisissez une page ou les réglages dans la liste.',
    listLoading: 'Chargement de la liste des pages…',
    template: 'La mise en page de tous les articles',
    settingsNote: 'Prix, coordonnées, menus, pied de page',
    keptDrafts: (count: number) =>
      `Vous avez des modifications non enregistrées dans ${count} fichier${count > 1 ? 's' : ''} :`,
    draftMark: 'Brouillon non enregistré',
    noSuchFile: (file: string) => `Aucun fichier « ${file} » : choisissez un fichier dans la liste.`,
    address: 'Adresse',
    addresses: 'Adresses sur le site :',
    fullAddress: 'Adresse complète :',
    categoryUsed: 'Une catégorie déjà utilisée',
    categoryOther: 'Une autre : écrivez-la ci-dessous',
    addressWaitsForTitle:
      'Pour l’instant, l’adresse française. Elle prendra les mots du titre anglais dès que vous l’écrirez (ou écrivez-la vous-même).',
    newFile: 'Créer une page ou un article',
    newKind: 'Type',
    newPost: 'Article de blogue',
    newPage: 'Page',
    newTitle: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Titre de l’article, en français' : 'Titre de la page, en français',
    // The same example in the label and in the refusal: a French word, for the French address.
    newAddress: (kind: 'page' | 'post') =>
      kind === 'post'
        ? 'Adresse française, proposée d’après le titre (par exemple reforme-fiscale)'
        : 'Adresse de la page, proposée d’après le titre (par exemple carrieres)',
    newAddressBad: (kind: 'page' | 'post') =>
      `L’adresse s’écrit en minuscules, chiffres et traits d’union, sans espace ni accent, par exemple ${kind === 'post' ? 'reforme-fiscale' : 'carrieres'}.`,
    newNeedsTitle: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Écrivez d’abord le titre de l’article.' : 'Écrivez d’abord le titre de la page.',
    create: 'Créer',
    // Said in the form's place from the click until the new file is open (trial 17: 2.5 s of « Choisissez une page »).
    creating: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Création de l’article… Il s’ouvre ici.' : 'Création de la page… Elle s’ouvre ici.',
    toolbar: 'Mise en forme du texte',
    bold: 'Gras',
    italic: 'Italique',
    heading: 'Intertitre',
    marks:
      'Dans le texte, « ## » au début d’une ligne en fait un intertitre, « - » un élément de liste; **gras** et *italique* entourent leurs mots. L’aperçu montre le résultat.',
    list: 'Liste',
    linkTo: 'Lien vers une page ou un article…',
    insertLink: 'Insérer le lien',
    boldText: 'texte en gras',
    italicText: 'texte en italique',
    linkText: 'texte du lien',
    article: 'Article',
    publishOpen: 'Publier',
    publishTitle: 'Publier les modifications',
    publishLoading: 'Chargement des modifications…',
    nothingToPublish: 'Rien à publier : rien d’enregistré n’a changé depuis la dernière publication.',
    unsavedNotPublished: (count: number) =>
      count > 1
        ? `${count} pages ont des modifications pas encore enregistrées : elles ne seront pas publiées. Ouvrez-les pour les enregistrer ou les annuler.`
        : 'Une page a des modifications pas encore enregistrées : elles ne seront pas publiées. Ouvrez-la pour les enregistrer ou les annuler.',
    publishMessage: 'En quelques mots, ce que vous publiez',
    publishNeedsMessage: 'Écrivez d’abord, en quelques mots, ce que vous publiez.',
    publishNothingChosen: 'Cochez d’abord au moins une modification à publier.',
    publish: 'Vérifier et publier',
    publishing: 'Vérification, construction et publication…',
    // The server publishes whatever the page does (trial 17 closed it mid-way, and nothing told her it was safe).
    publishingGoesOn: 'Vous pouvez fermer cette page : la publication continue sans elle.',
    published: 'Enregistré sur cet ordinateur. Aucun dépôt distant n’est configuré : le site en ligne ne changera pas.',
    sentWaiting: 'Envoyé. Le site en ligne sera à jour après les vérifications automatiques (quelques minutes).',
    liveLate: (minutes: number) =>
      `Pas encore en ligne après ${minutes} minutes : les vérifications automatiques ont peut-être refusé la publication. Prévenez la personne qui s’occupe du site. L’éditeur continue de vérifier chaque minute.`,
    liveDownRetry: (seconds: number) => `L’éditeur lui redemande toutes les ${seconds} secondes.`,
    liveDetails: (commit: string, online: string | null, address: string) =>
      `Publication : ${commit}. Le site en ligne (${address}/version.json) montre : ${online ?? 'aucune version'}.`,
    publications: 'Vos publications',
    publicationWords: (words: string, titles: string) => `« ${words} » (${titles})`,
    rowLive: (time: string) => `En ligne ✓ depuis ${time}`,
    rowWaiting: (elapsed: string) => `En attente du site en ligne… ${elapsed}`,
    rowLate: 'Pas encore en ligne',
    liveSiteLink: 'Le site en ligne :',
    onSite: 'Sur le site :',
    // Under a text naming facts, one line each (trial 9: « {companyPlan} » looked like code and was replaced by hand).
    factShows: 'affiche',
    factFollows: {
      price: 'il suit le prix, ne le remplacez pas.',
      hours: 'il suit les heures d’ouverture, ne le remplacez pas.',
      other: 'il suit les Réglages du site, ne le remplacez pas.',
    },
    factEmpty: 'pas encore rempli',
    factOpen: 'Ouvrir ce fait dans les Réglages du site',
    elsewhere: 'Ces mots paraissent aussi ailleurs.',
    bigChange: (before: string, after: string, change: number) =>
      `De ${before} à ${after} (${new Intl.NumberFormat('fr-CA', { style: 'percent', signDisplay: 'always' }).format(change)}) : est-ce bien le montant voulu?`,
    otherLanguageChanged: (changed: 'fr' | 'en') =>
      changed === 'fr'
        ? 'Le français ci-dessus a changé : ce texte anglais dit-il encore la même chose ?'
        : 'L’anglais ci-dessous a changé : ce texte français dit-il encore la même chose ?',
    // Trial 9: 11 places listed and no word on what to do with them; she hesitated.
    elsewhereAdvice:
      'Pour information, rien à faire ici : chaque endroit garde ses mots. Changez-en un seulement s’il doit dire la même chose.',
    elsewhereMore: (count: number) => `et ${count} autre${count > 1 ? 's' : ''} endroit${count > 1 ? 's' : ''} — voir`,
    // The bar's words: the parts in { more } fold away on a phone, where the bar keeps to one line (LiveStatus.tsx).
    // Named by the time it was sent, as « celle de 14 h 36 est en ligne » and the publications' list name theirs (trial 19:
    // « the status at the top doesn't say which publication it is about »).
    badgeWaiting: (elapsed: string, sent: string): Folding => [
      'Envoyé',
      { more: ` à ${sent}, en attente du site en ligne` },
      `… ${elapsed}`,
    ],
    badgeLive: (time: string): Folding => ['En ligne ✓ ', { more: 'depuis ' }, time],
    badgeEarlierLive: (time: string) => ` · celle de ${time} est en ligne ✓`,
    seeLive: ['Voir', { more: ' le site en ligne' }] as Folding,
    seeLiveHint: 'S’ouvre dans un nouvel onglet, à la page que vous modifiez.',
    badgeLate: ['Pas encore en ligne'] as Folding,
    badgeChecking: ['Vérification', { more: ' du site en ligne' }, '…'] as Folding,
    badgeSending: ['Envoi en cours…'] as Folding,
    badgeUnreachable: [
      'Site',
      { more: ' en ligne' },
      ' injoignable',
      { more: ', nouvel essai sous peu' },
      '…',
    ] as Folding,
    badgeGoingLive: (elapsed: string): Folding => ['Mise en ligne', { more: ' en cours' }, `… ${elapsed}`],
    badgeSlow: (elapsed: string): Folding => [
      'Mise en ligne',
      { more: ' plus longue que d’habitude, rien à faire' },
      `… ${elapsed}`,
    ],
    goingLive:
      'Le site en ligne redémarre avec la nouvelle version : il ne répond pas pendant quelques secondes. C’est normal, rien à faire.',
    slowWarning: (elapsed: string, previous: string | undefined, limit: number) =>
      `La mise en ligne prend plus de temps que d’habitude (${elapsed}${previous ? ` ; la précédente a pris ${previous}` : ''}). Rien à faire : vos changements sont bien envoyés et les vérifications automatiques suivent leur cours. Si le site en ligne n’est pas à jour après ${limit} min, prévenez la personne qui s’occupe du site.`,
    liveDown: (address: string, downFor: string) =>
      `Le site en ligne ne répond plus depuis ${downFor} (${address}). Vos changements sont bien envoyés, mais la nouvelle version ne peut pas être vérifiée : prévenez la personne qui s’occupe du site.`,
    previousTook: (took: string) => `La publication précédente a pris ${took}.`,
    usuallyTakes: 'Comptez quelques minutes.',
    // Trial 19 waited 9 minutes with only a counter, and nearly thought it stuck: what the wait is, in her words.
    whileWaiting:
      'Pendant ce temps, les vérifications automatiques relisent les pages changées (textes, liens, accessibilité, sur ordinateur et sur téléphone), puis le site est mis à jour. Rien à faire : cet écran le dira.',
    badgeHint: 'Vous pouvez fermer ce panneau : l’état reste affiché en haut, à côté de « Publier ».',
    duration: (seconds: number) =>
      seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`,
    publishedHere: 'Publication enregistrée sur cet ordinateur, mais pas encore envoyée au dépôt distant :',
    publishedFiles: (titles: string) => `Publié : ${titles}.`,
    publishedBefore: (titles: string, words: string) =>
      `Juste avant, une autre publication a été faite (« ${words} ») : ${titles}.`,
    alreadyPublished: (titles: string, words: string) =>
      `Vos modifications étaient déjà dans la publication faite juste avant (« ${words} ») : ${titles}. Il ne restait rien à publier.`,
    notLost: 'Rien n’est perdu : « Envoyer maintenant » ou la prochaine publication l’enverra.',
    serverSaid: 'Le serveur a répondu :',
    unsent: (count: number) =>
      count > 1
        ? `${count} publications sont enregistrées sur cet ordinateur mais pas encore envoyées au dépôt distant.`
        : 'Une publication est enregistrée sur cet ordinateur mais pas encore envoyée au dépôt distant.',
    sendNow: 'Envoyer maintenant',
    sent: 'Envoyé au dépôt distant.',
    notSent: 'Toujours pas envoyé :',
    noRemote: 'Aucun dépôt distant n’est configuré : rien à envoyer.',
    publishYours: 'Vos modifications (faites dans l’éditeur)',
    publishOutside: 'Modifiés hors de l’éditeur',
    publishOutsideHelp:
      'Pas cochés : ces changements n’ont pas été faits dans l’éditeur. Cochez-en un seulement si vous savez d’où il vient.',
    publishUnused: 'Images ajoutées, utilisées nulle part',
    publishUnusedHelp: 'Elles ne sont pas publiées. Supprimez-les, ou cochez-en une pour la publier quand même.',
    publishHeld: 'Pas encore prêts (non proposés)',
    publishHeldHelp:
      'Ces fichiers ne seront pas publiés tant que ces points ne sont pas réglés ; ils ne bloquent pas les autres.',
    heldUnfinished: 'inachevé',
    heldProblems: 'a des problèmes',
    heldOutside: '(modifié hors de l’éditeur)',
    openFile: 'Ouvrir',
    moreProblems: (count: number) => `${count} autre${count > 1 ? 's' : ''} au même fichier`,
    chosenCount: (count: number) =>
      count === 0 ? 'Rien de coché' : `${count} modification${count > 1 ? 's' : ''} cochée${count > 1 ? 's' : ''}`,
    draftNew:
      'Nouveau : sera publié pour la première fois. Pour le supprimer plutôt, ouvrez-le (bouton au bas de son formulaire).',
    draftKept:
      'Jamais publié, il reste un brouillon sur cet ordinateur. Pour le supprimer, ouvrez-le : le bouton est au bas de son formulaire.',
    deleteNeverPublished: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Supprimer cet article (jamais publié)' : 'Supprimer cette page (jamais publiée)',
    nothingHeld: 'Tout ce qui a changé est prêt à être publié.',
    pictureWith: (file: string) => `Nouvelle image : ${file.split('/').pop()} (publiée avec lui)`,
    wentLive: 'Ce qui a été envoyé :',
    seePage: 'Voir',
    inFrench: 'en français',
    inEnglish: 'en anglais',
    publishMore: 'Publier autre chose',
    deleteLive: (kind: 'page' | 'post') => (kind === 'post' ? 'Supprimer cet article' : 'Supprimer cette page'),
    deleteLiveAsk: (kind: 'page' | 'post', title: string) =>
      kind === 'post'
        ? `Supprimer l’article « ${title} »? Il disparaîtra du site en ligne à la prochaine publication.`
        : `Supprimer la page « ${title} »? Elle disparaîtra du site en ligne à la prochaine publication.`,
    deleteImages: (count: number) => (count > 1 ? `Supprimer ces ${count} images` : 'Supprimer cette image'),
    deleteImagesAsk: (count: number) =>
      count > 1
        ? `Supprimer ces ${count} images de l’ordinateur? Aucune page ne les utilise.`
        : 'Supprimer cette image de l’ordinateur? Aucune page ne l’utilise.',
    deleteAsk: (title: string) => `Supprimer le brouillon « ${title} »? Il n’a jamais été publié : il sera perdu.`,
    deleteYes: 'Oui, supprimer',
    deleteNo: 'Non, garder',
    technicalDetails: 'Détails techniques (pour l’équipe technique)',
    close: 'Fermer',
    notApplied: 'Cette modification n’a pas pu être appliquée :',
    notSaved: 'Rien n’a été enregistré :',
    refused: 'Rien n’a été enregistré : corrigez d’abord le problème listé.',
    notOpened: 'Le fichier n’a pas pu être ouvert :',
    notLoaded: 'La liste des fichiers n’a pas pu être lue :',
    readOnly:
      'Ce fichier est ouvert en lecture seule : il n’est pas enregistré en UTF-8, et l’éditeur perdrait ses accents en l’écrivant. Il n’y touchera pas.',
    readOnlyHow:
      'Ouvrez-le dans un éditeur de texte, enregistrez-le en UTF-8 (ou demandez-le à l’équipe technique), puis rouvrez-le ici.',
    numbersToFix: (count: number) =>
      count > 1 ? `${count} nombres à corriger avant d’enregistrer` : 'Un nombre à corriger avant d’enregistrer',
    completeAdded: (added: string[], fields: number) =>
      `Complétez ce que vous venez d’ajouter (${added.join(', ')}) : ${fields > 1 ? `${fields} champs` : 'un champ'} à remplir.`,
    fixListed: (count: number) =>
      count > 1 ? `Corrigez d’abord les ${count} problèmes listés.` : 'Corrigez d’abord le problème listé.',
    /** A button label too wide for a phone (PhoneCheck.tsx): what happens at 390 px, and about how much to cut. */
    tooLongForPhone: (kind: 'lines' | 'cut' | 'card' | 'column', characters: number) =>
      `Trop long pour un téléphone : ${
        {
          lines: 'ce bouton passe sur deux lignes',
          cut: 'la fin de ce bouton est coupée',
          card: 'ce bouton dépasse de sa carte',
          column: 'ce bouton dépasse des marges de la page',
        }[kind]
      } à 390 px de large. Raccourcissez-le d’environ ${characters} caractère${characters > 1 ? 's' : ''}; tant qu’il ne tient pas, le site ne pourra pas être mis en ligne.`,
    replaceType: (from: string, to: string) => `Remplacer « ${from} » par « ${to} »`,
    insertPrice: 'Insérer un prix',
    newName: 'Ajouter sous le nom',
    // The example fits what is added (trial 17 read « Déclaration étudiante » as the example of a phone's name).
    newNameHelp: (prices: boolean) =>
      `Son nom en quelques mots, par exemple ${prices ? '« Déclaration étudiante »' : '« Ligne des entreprises »'}.`,
    // What the key is for, said in her words: a price is written so in a text (trial 18 read « declarationEtudiante »
    // alone as a technical word). A phone's key is never typed: nothing said.
    savedAs: (key: string, prices: boolean) => (prices ? `Dans un texte, ce prix s’écrira {${key}}.` : ''),
    nameTaken: 'Ce nom est déjà pris.',
    chooseImage: 'Choisir une image',
    imageHelp:
      'JPEG, PNG, WebP ou AVIF, 10 Mo au plus. Elle est réduite à 1600 px de large et enregistrée dans public/images/.',
    uploading: 'Préparation de l’image pour le web… Une grande photo peut prendre une vingtaine de secondes.',
    imageChosen: 'L’image choisie, en préparation',
    imageAdded: (width: number, height: number) => `Image ajoutée : ${width} × ${height} px.`,
    imageFailed: 'L’image n’a pas été ajoutée :',
    imagePreview: 'Aperçu de l’image',
    readFromFile: 'Lue dans le fichier de l’image choisie.',
    readAs: (typed: string, number: string) => `Vous avez tapé « ${typed} » : compris comme ${number}.`,
    shownAs: (fr: string, en: string, before?: string) =>
      `Affiché sur le site : ${fr} en français, ${en} en anglais${before ? ` (au lieu de ${before})` : ''}.`,
    advanced: 'Avancé',
    advancedWarning: 'Changer ces champs change les adresses des pages et les liens qui y mènent.',
  },
  en: {
    title: 'Site editor',
    files: 'Files',
    search: 'Search a page, a field or a text',
    searchHelp: 'For example: phone, price, hours, eyebrow.',
    fieldsFound: 'Fields and texts',
    comesFrom: (shown: string, where: string) =>
      shown === '' ? `A value of this text comes from ${where}` : `“${shown}” comes from ${where}`,
    priceHelp:
      'The price shown here. Its amount is written once, in the site settings: changing it changes it on every page that shows it.',
    changeAmount: 'Change this amount (everywhere on the site)',
    noFieldFound: 'No field holds these words.',
    searching: 'Searching all the content…',
    parts: 'Parts of the settings',
    partProblems: (count: number) => `${count} problem${count > 1 ? 's' : ''}`,
    settings: 'Site settings',
    fr: 'French',
    en: 'English',
    choose: '— choose —',
    nobody: '— Nobody —',
    from: 'show “from”',
    removeField: (label: string) => `Remove: ${label}`,
    up: 'Move up',
    down: 'Move down',
    remove: 'Delete',
    add: 'Add',
    addTo: (label: string) => `Add: ${label}`,
    addSection: 'Add a section from the catalogue',
    previewOf: (name: string, variant: string | undefined) =>
      `Preview of the section ${name}${variant === undefined ? '' : `: ${variant}`}`,
    itemTools: (label: string, index: number) => `${label} ${index}: move or delete`,
    toolsKeys: 'To move it with the keyboard: Esc, then ← or →',
    removedItem: (what: string) => `“${what}” removed.`,
    undo: 'Undo',
    save: 'Save',
    saved: 'Saved.',
    saving: 'Saving…',
    discard: 'Discard my changes',
    discardAsk: (count: number) =>
      count > 1 ? `Discard your ${count} changes? They will be lost.` : 'Discard your change? It will be lost.',
    discardYes: 'Yes, discard',
    restore: 'Back to the published version',
    restoreAsk:
      'Go back to the published version? What was saved in this file since it was last published will be lost.',
    restoreYes: 'Yes, go back',
    restoreNo: 'No, keep it',
    restoredPublished: 'Back to the published version: nothing left to publish in this file.',
    notRestored: 'The published version could not be put back:',
    discardNo: (count: number) => (count > 1 ? 'No, keep them' : 'No, keep it'),
    unsaved: (count: number) => `${count} unsaved change${count > 1 ? 's' : ''}`,
    noChanges: 'No changes',
    checking: 'Checking…',
    problems: (count: number) => `${count} problem${count > 1 ? 's' : ''} to fix before saving`,
    toWrite: (count: number) =>
      `${count} text${count > 1 ? 's' : ''} to write before saving: replace each “TODO” with the real text`,
    preview: 'Page preview',
    previewIn: 'Preview in',
    previewStale: 'Preview paused: fix the flagged field to see your latest changes.',
    previewHeld: (why: string) => `Preview paused. ${why}`,
    previewEarlier: 'Below: the page before this change.',
    previewFieldSaved: 'Below: the page with this field as saved.',
    previewSaved: 'Below: the page as saved, without your changes.',
    previewLoading: 'Loading the preview…',
    previewSlow: 'Loading the preview… The computer is busy: the preview is on its way, nothing to do.',
    previewStuck: 'The preview does not show.',
    previewReload: 'Reload the preview',
    seePreview: 'See the preview',
    backToForm: 'Back to the form',
    previewAlso: 'This preview also shows your unsaved changes to the site settings.',
    previewUnshown:
      'Your unsaved changes to the site settings have a problem: this preview shows the saved settings. Fix it in the settings to see them here.',
    conflict: 'This file changed on disk since you opened it (another editor or an update). Nothing was overwritten.',
    reload: 'Reload the file (lose my changes)',
    keepMine: 'Keep my changes on top of the new version',
    compare: 'Compare',
    restored: 'Your unsaved changes were restored.',
    created: 'Created and added to the list: replace each “TODO” below with the real text, then save.',
    language: 'Français',
    pick: 'Choose a page or the settings in the list.',
    listLoading: 'Loading the list of pages…',
    template: 'The layout of every article',
    settingsNote: 'Prices, contact details, menus, footer',
    keptDrafts: (count: number) => `You have unsaved changes in ${count} file${count > 1 ? 's' : ''}:`,
    draftMark: 'Unsaved draft',
    noSuchFile: (file: string) => `No file “${file}”: choose a file in the list.`,
    address: 'Address',
    addresses: 'Addresses on the site:',
    fullAddress: 'Full address:',
    categoryUsed: 'A category already used',
    categoryOther: 'Another one: write it below',
    addressWaitsForTitle:
      'For now, the French address. It will take the words of the English title as soon as you write it (or write it yourself).',
    newFile: 'Create a page or an article',
    newKind: 'Kind',
    newPost: 'Blog article',
    newPage: 'Page',
    newTitle: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Title of the article, in French' : 'Title of the page, in French',
    newAddress: (kind: 'page' | 'post') =>
      kind === 'post'
        ? 'French address, suggested from the title (for example reforme-fiscale)'
        : 'Address of the page, suggested from the title (for example carrieres)',
    newAddressBad: (kind: 'page' | 'post') =>
      `The address is written in lowercase letters, digits and hyphens, with no space or accent, for example ${kind === 'post' ? 'reforme-fiscale' : 'carrieres'}.`,
    newNeedsTitle: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Write the title of the article first.' : 'Write the title of the page first.',
    create: 'Create',
    creating: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Creating the article… It opens here.' : 'Creating the page… It opens here.',
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    marks:
      'In the text, “##” at the start of a line makes it a heading, “-” a list item; **bold** and *italic* surround their words. The preview shows the result.',
    list: 'List',
    linkTo: 'Link to a page or an article…',
    insertLink: 'Insert the link',
    boldText: 'bold text',
    italicText: 'italic text',
    linkText: 'link text',
    article: 'Article',
    publishOpen: 'Publish',
    publishTitle: 'Publish the changes',
    publishLoading: 'Loading the changes…',
    nothingToPublish: 'Nothing to publish: nothing saved has changed since the last publication.',
    unsavedNotPublished: (count: number) =>
      count > 1
        ? `${count} pages have changes not saved yet: they will not be published. Open them to save or discard them.`
        : 'A page has changes not saved yet: they will not be published. Open it to save or discard them.',
    publishMessage: 'In a few words, what you are publishing',
    publishNeedsMessage: 'First write, in a few words, what you are publishing.',
    publishNothingChosen: 'First tick at least one change to publish.',
    publish: 'Check and publish',
    publishing: 'Checking, building and publishing…',
    publishingGoesOn: 'You may close this page: publishing goes on without it.',
    published: 'Saved on this computer. No remote is configured: the live site will not change.',
    sentWaiting: 'Sent. The live site will be up to date after the automatic checks (a few minutes).',
    liveLate: (minutes: number) =>
      `Not online yet after ${minutes} minutes: the automatic checks may have refused the publication. Tell the person who looks after the site. The editor keeps checking every minute.`,
    liveDownRetry: (seconds: number) => `The editor asks it again every ${seconds} seconds.`,
    liveDetails: (commit: string, online: string | null, address: string) =>
      `Publication: ${commit}. The live site (${address}/version.json) shows: ${online ?? 'no version'}.`,
    publications: 'Your publications',
    publicationWords: (words: string, titles: string) => `“${words}” (${titles})`,
    rowLive: (time: string) => `Live ✓ since ${time}`,
    rowWaiting: (elapsed: string) => `Waiting for the live site… ${elapsed}`,
    rowLate: 'Not online yet',
    liveSiteLink: 'The live site:',
    onSite: 'On the site:',
    factShows: 'shows',
    factFollows: {
      price: 'it follows the price; do not replace it.',
      hours: 'it follows the opening hours; do not replace it.',
      other: 'it follows the Site settings; do not replace it.',
    },
    factEmpty: 'not filled in yet',
    factOpen: 'Open this fact in the Site settings',
    elsewhere: 'These words also appear elsewhere.',
    bigChange: (before: string, after: string, change: number) =>
      `From ${before} to ${after} (${new Intl.NumberFormat('en-CA', { style: 'percent', signDisplay: 'always' }).format(change)}): is this the amount you meant?`,
    otherLanguageChanged: (changed: 'fr' | 'en') =>
      changed === 'fr'
        ? 'The French above changed: does this English text still say the same?'
        : 'The English below changed: does this French text still say the same?',
    elsewhereAdvice:
      'For your information, nothing to do here: each place keeps its words. Change one only if it should say the same thing.',
    elsewhereMore: (count: number) => `and ${count} other place${count > 1 ? 's' : ''} — see`,
    badgeWaiting: (elapsed: string, sent: string): Folding => [
      'Sent',
      { more: ` at ${sent}, waiting for the live site` },
      `… ${elapsed}`,
    ],
    badgeLive: (time: string): Folding => ['Live ✓ ', { more: 'since ' }, time],
    badgeEarlierLive: (time: string) => ` · the one of ${time} is live ✓`,
    seeLive: ['See', { more: ' the live site' }] as Folding,
    seeLiveHint: 'Opens in a new tab, at the page you are editing.',
    badgeLate: ['Not online yet'] as Folding,
    badgeChecking: ['Checking', { more: ' the live site' }, '…'] as Folding,
    badgeSending: ['Sending…'] as Folding,
    badgeUnreachable: [{ more: 'Live ' }, 'site unreachable', { more: ', trying again shortly' }, '…'] as Folding,
    badgeGoingLive: (elapsed: string): Folding => ['Going live', { more: ' now' }, `… ${elapsed}`],
    badgeSlow: (elapsed: string): Folding => [
      'Going live',
      { more: ', slower than usual, nothing to do' },
      `… ${elapsed}`,
    ],
    goingLive:
      'The live site is restarting with the new version: it does not answer for a few seconds. This is normal; nothing to do.',
    slowWarning: (elapsed: string, previous: string | undefined, limit: number) =>
      `Going live is taking longer than usual (${elapsed}${previous ? `; the previous publication took ${previous}` : ''}). Nothing to do: your changes are sent and the automatic checks are running. If the live site is not up to date after ${limit} min, tell the person who looks after the site.`,
    liveDown: (address: string, downFor: string) =>
      `The live site has not answered for ${downFor} (${address}). Your changes are sent, but the new version cannot be checked: tell the person who looks after the site.`,
    previousTook: (took: string) => `The previous publication took ${took}.`,
    usuallyTakes: 'Allow a few minutes.',
    whileWaiting:
      'Meanwhile the automatic checks read the pages that changed (texts, links, accessibility, on a computer and a phone), then the site is updated. Nothing to do: this screen will say so.',
    badgeHint: 'You can close this panel: the state stays shown at the top, beside “Publish”.',
    duration: (seconds: number) =>
      seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`,
    publishedHere: 'Publication recorded on this computer, but not sent to the remote yet:',
    publishedFiles: (titles: string) => `Published: ${titles}.`,
    publishedBefore: (titles: string, words: string) =>
      `Just before, another publication was made (“${words}”): ${titles}.`,
    alreadyPublished: (titles: string, words: string) =>
      `Your changes were already in the publication made just before (“${words}”): ${titles}. Nothing was left to publish.`,
    notLost: 'Nothing is lost: “Send now” or the next publication will send it.',
    serverSaid: 'The server answered:',
    unsent: (count: number) =>
      count > 1
        ? `${count} publications are recorded on this computer but not sent to the remote yet.`
        : 'One publication is recorded on this computer but not sent to the remote yet.',
    sendNow: 'Send now',
    sent: 'Sent to the remote.',
    notSent: 'Still not sent:',
    noRemote: 'No remote is configured: nothing to send.',
    publishYours: 'Your changes (made in the editor)',
    publishOutside: 'Changed outside the editor',
    publishOutsideHelp:
      'Not checked: these changes were not made in the editor. Check one only if you know where it comes from.',
    publishUnused: 'Pictures added, used nowhere',
    publishUnusedHelp: 'They are not published. Delete them, or check one to publish it anyway.',
    publishHeld: 'Not ready yet (not offered)',
    publishHeldHelp: 'These files will not be published until these points are fixed; they do not block the others.',
    heldUnfinished: 'unfinished',
    heldProblems: 'has problems',
    heldOutside: '(changed outside the editor)',
    openFile: 'Open',
    moreProblems: (count: number) => `${count} more in the same file`,
    chosenCount: (count: number) =>
      count === 0 ? 'Nothing checked' : `${count} change${count > 1 ? 's' : ''} checked`,
    draftNew:
      'New: will be published for the first time. To delete it instead, open it (button at the bottom of its form).',
    draftKept:
      'Never published, it stays a draft on this computer. To delete it, open it: the button is at the bottom of its form.',
    deleteNeverPublished: (kind: 'page' | 'post') =>
      kind === 'post' ? 'Delete this article (never published)' : 'Delete this page (never published)',
    nothingHeld: 'Everything that changed is ready to be published.',
    pictureWith: (file: string) => `New picture: ${file.split('/').pop()} (published with it)`,
    wentLive: 'What was sent:',
    seePage: 'See',
    inFrench: 'in French',
    inEnglish: 'in English',
    publishMore: 'Publish something else',
    deleteLive: (kind: 'page' | 'post') => (kind === 'post' ? 'Delete this article' : 'Delete this page'),
    deleteLiveAsk: (kind: 'page' | 'post', title: string) =>
      `Delete the ${kind === 'post' ? 'article' : 'page'} “${title}”? It will disappear from the live site at the next publication.`,
    deleteImages: (count: number) => (count > 1 ? `Delete these ${count} pictures` : 'Delete this picture'),
    deleteImagesAsk: (count: number) =>
      count > 1
        ? `Delete these ${count} pictures from the computer? No page uses them.`
        : 'Delete this picture from the computer? No page uses it.',
    deleteAsk: (title: string) => `Delete the draft “${title}”? It was never published: it will be lost.`,
    deleteYes: 'Yes, delete',
    deleteNo: 'No, keep it',
    technicalDetails: 'Technical details (for the technical team)',
    close: 'Close',
    notApplied: 'This change could not be applied:',
    notSaved: 'Nothing was saved:',
    refused: 'Nothing was saved: fix the problem listed first.',
    notOpened: 'The file could not be opened:',
    notLoaded: 'The list of files could not be read:',
    readOnly:
      'This file is open read-only: it is not saved as UTF-8, and the editor would lose its accents writing it. It will not touch it.',
    readOnlyHow: 'Open it in a text editor, save it as UTF-8 (or ask the technical team), then open it here again.',
    numbersToFix: (count: number) =>
      count > 1 ? `${count} numbers to fix before saving` : 'A number to fix before saving',
    completeAdded: (added: string[], fields: number) =>
      `Complete what you just added (${added.join(', ')}): ${fields > 1 ? `${fields} fields` : 'one field'} to fill in.`,
    fixListed: (count: number) =>
      count > 1 ? `Fix the ${count} problems listed first.` : 'Fix the problem listed first.',
    tooLongForPhone: (kind: 'lines' | 'cut' | 'card' | 'column', characters: number) =>
      `Too long for a phone: ${
        {
          lines: 'this button runs onto two lines',
          cut: 'the end of this button is cut off',
          card: 'this button sticks out of its card',
          column: 'this button sticks out past the page’s margins',
        }[kind]
      } at 390 px wide. Shorten it by about ${characters} character${characters > 1 ? 's' : ''}; until it fits, the site cannot go live.`,
    replaceType: (from: string, to: string) => `Replace “${from}” with “${to}”`,
    insertPrice: 'Insert a price',
    newName: 'Add under the name',
    newNameHelp: (prices: boolean) =>
      `Its name in a few words, for example ${prices ? '“Student return”' : '“Business line”'}.`,
    savedAs: (key: string, prices: boolean) => (prices ? `In a text, this price is written {${key}}.` : ''),
    nameTaken: 'That name is already taken.',
    chooseImage: 'Choose a picture',
    imageHelp: 'JPEG, PNG, WebP or AVIF, 10 MB at most. It is scaled down to 1600 px wide and saved in public/images/.',
    uploading: 'Preparing the picture for the web… A large photo can take about twenty seconds.',
    imageChosen: 'The picture chosen, being prepared',
    imageAdded: (width: number, height: number) => `Picture added: ${width} × ${height} px.`,
    imageFailed: 'The picture was not added:',
    imagePreview: 'Preview of the picture',
    readFromFile: 'Read from the chosen picture’s file.',
    readAs: (typed: string, number: string) => `You typed “${typed}”: understood as ${number}.`,
    shownAs: (fr: string, en: string, before?: string) =>
      `Shown on the site: ${fr} in French, ${en} in English${before ? ` (instead of ${before})` : ''}.`,
    advanced: 'Advanced',
    advancedWarning: 'Changing these fields changes page addresses and the links that lead to them.',
  },
} as const;
