// `npm run validate [dir] [--lang fr|en] [--format text|github|json|gitlab] [--output file]`: checks the whole content tree; exit 0 valid, 1 content problems, 2 wrong usage or a crash.
import { validateCommand } from './validate-command.ts';

const { code, stdout, stderr } = validateCommand(process.argv.slice(2));
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = code;
