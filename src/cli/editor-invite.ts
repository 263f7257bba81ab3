// `npm run editor:invite -- EMAIL --role admin|publisher|editor [--name "Prénom Nom"] [--remote]`: writes an invitation into the hosted editor's D1 (local, or on Cloudflare with --remote) and prints its one-time link (72 hours).

import { ROLES, type Role } from '../hosted/rules.ts';
import { DEFAULT_STATE, HOSTED_CONFIG, inviteLocally, inviteRemotely } from './hosted-runtime.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const email = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const role = option('--role') ?? 'editor';
if (!email || !ROLES.includes(role as Role)) {
  console.error(
    'Usage : npm run editor:invite -- courriel@exemple.ca --role admin|publisher|editor [--name "Prénom Nom"] [--remote] [--state DOSSIER] [--origin https://editeur.exemple.ca]',
  );
  process.exit(1);
}
const invitation = {
  email,
  role: role as Role,
  ...(option('--name') ? { name: option('--name')! } : {}),
  ...(option('--origin') ? { origin: option('--origin')! } : {}),
};
try {
  const link = args.includes('--remote')
    ? await inviteRemotely(invitation, option('--config') ?? HOSTED_CONFIG)
    : await inviteLocally(option('--state') ?? process.env.EDITOR_STATE ?? DEFAULT_STATE, invitation);
  console.log(link);
} catch (error) {
  const text = error instanceof Error ? error.message : String(error);
  console.error(
    args.includes('--remote') && /wrangler|CLOUDFLARE_API_TOKEN|login|Command failed/i.test(text)
      ? `L’invitation n’a pas pu être écrite dans la base D1 de Cloudflare : connectez-vous avec « npx wrangler login » (ou définissez CLOUDFLARE_API_TOKEN) et vérifiez que « npm run editor:deploy » a réussi.\nThe invitation could not be written into Cloudflare’s D1: sign in with “npx wrangler login” (or set CLOUDFLARE_API_TOKEN) and check that “npm run editor:deploy” succeeded.\n\n${text}`
      : text,
  );
  process.exit(1);
}
