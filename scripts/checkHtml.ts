/**
 * `npm run check:html`: the pages rendered at build time (dist/*.html and the programmes' pages in
 * dist/programmes/, after a build) are valid HTML, checked by the Nu Html Checker (the `vnu-jar`
 * package, which needs Java 8 or newer).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(distDir, file));
if (pages.length === 0) {
  console.error(
    `check:html: no HTML in ${distDir}; run \`npm run build -- --mode emulators\` first.`,
  );
  process.exit(1);
}
const vnu = createRequire(import.meta.url)('vnu-jar') as string;
const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'text', ...pages], {
  encoding: 'utf8',
});
if (result.error) {
  console.error(`check:html: Java could not be started (${result.error.message}).`);
  process.exit(1);
}
const report = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0) {
  console.error(`check:html: invalid HTML in the rendered pages:\n${report}`);
  process.exit(1);
}
console.log(`check:html: ${pages.length} pages are valid HTML.`);
