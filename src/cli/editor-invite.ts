// `npm run editor:invite -- EMAIL --role admin|publisher|editor [--name "Prénom Nom"]`: writes an invitation into the hosted editor's local D1 and prints its one-time link (72 hours).

import { ROLES, type Role } from '../hosted/rules.ts';
import { DEFAULT_STATE, inviteLocally } from './hosted-runtime.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const email = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const role = option('--role') ?? 'editor';
if (!email || !ROLES.includes(role as Role)) {
  console.error(
    'Usage : npm run editor:invite -- courriel@exemple.ca --role admin|publisher|editor [--name "Prénom Nom"] [--state DOSSIER] [--origin https://editeur.exemple.ca]',
  );
  process.exit(1);
}
try {
  const link = await inviteLocally(option('--state') ?? process.env.EDITOR_STATE ?? DEFAULT_STATE, {
    email,
    role: role as Role,
    ...(option('--name') ? { name: option('--name')! } : {}),
    ...(option('--origin') ? { origin: option('--origin')! } : {}),
  });
  console.log(link);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
