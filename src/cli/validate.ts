// `npm run validate [dir]`: checks the whole content tree and prints every problem as FILE:LINE:COL  path  message.
import { resolve } from 'node:path';
import { loadSite } from '../content/site.ts';
import { formatProblem } from '../content/problem.ts';

const root = resolve(process.argv[2] ?? '.');
try {
  const result = loadSite(root);
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in the content: nothing was built.`);
    process.exit(1);
  }
  const { pages, posts, routes } = result.site;
  console.log(`Content is valid: ${pages.length} pages, ${posts.length} article${posts.length === 1 ? "" : "s"}, ${routes.length} routes.`);
} catch (error) {
  console.error(`validate could not finish: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
