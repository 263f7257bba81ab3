// `npm run editor:revoke -- EMAIL`: removes a person's access to the hosted editor (local D1): their sessions end at once, their passkeys and pending links stop working.
import { DEFAULT_STATE, localSql } from './hosted-runtime.ts';

const email = process.argv[2];
if (!email?.includes('@')) {
  console.error('Usage : npm run editor:revoke -- courriel@exemple.ca');
  process.exit(1);
}
const state = process.env.EDITOR_STATE ?? DEFAULT_STATE;
const quoted = `'${email.replaceAll("'", "''")}'`;
const now = Date.now();
await localSql(
  state,
  `UPDATE people SET revoked_at = ${now} WHERE email = ${quoted} AND revoked_at IS NULL; UPDATE invitations SET used_at = ${now} WHERE email = ${quoted} AND used_at IS NULL; DELETE FROM sessions WHERE person_id IN (SELECT id FROM people WHERE email = ${quoted}); INSERT INTO audit (at, person_id, action, detail) VALUES (${now}, NULL, 'person.revoked', ${quoted})`,
);
console.log(`Accès retiré / access removed: ${email}`);
