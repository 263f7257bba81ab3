// `npm run edit:hosted`: the hosted editor on this machine (workerd through wrangler, offline, a local D1 in .wrangler-state) against the repository named by EDITOR_GIT_URL; prints its address.
import { DEFAULT_STATE, hostedSettings, startHostedEditor } from './hosted-runtime.ts';

const settings = hostedSettings();
if (!settings.EDITOR_GIT_URL) {
  console.error(
    'EDITOR_GIT_URL n’est pas défini : nommez le dépôt git du contenu (variable d’environnement ou fichier .dev.vars).\nEDITOR_GIT_URL is not set: name the content’s git repository (environment variable or .dev.vars file).',
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8787);
const editor = await startHostedEditor({
  port,
  state: process.env.EDITOR_STATE ?? DEFAULT_STATE,
  settings,
  quiet: false,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    editor.stop();
    process.exit(0);
  });
console.log(
  `Éditeur en ligne (local) : ${editor.url}\nHosted editor (local): ${editor.url}\nPremière personne / first person: npm run editor:invite -- courriel@exemple.ca --role admin`,
);
