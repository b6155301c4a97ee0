/**
 * Publishes the site: builds it with the content of the production Firestore, then deploys
 * Hosting only, through the deploy script (publish/deploy.ts), so it checks the configuration,
 * writes the deployed firebase.json and uses this project's firebase-tools as `npm run deploy`
 * does. The rules are not touched.
 *
 *   npm run publish               build and deploy the site
 *   npm run publish -- --dry-run  write the files, print the commands, run nothing
 *
 * The scheduled workflow (.github/workflows/publish.yml) runs it every night, so the published
 * pages, the calendar feed and what Settings saved reach the site without anyone at a terminal.
 */
import { pathToFileURL } from 'node:url';
import { BUILD, deploy, type DeployOptions, type DeployResult } from './deploy';
import { DeployRefusal } from './deployConfig';

/** What a publish deploys: the site alone. */
export const PUBLISH_ONLY = 'hosting';

export const PUBLISH_USAGE = `Usage: npm run publish [-- --dry-run]

  Builds the site with the content of the production Firestore (npm run build) and deploys it to
  Firebase Hosting. Rules are deployed by npm run deploy.

  --dry-run  write the files into .deploy/ and print the commands without running them
  --help     this text`;

/** The command line of `npm run publish -- …`; 'help' for --help. */
export function parsePublishArgs(argv: readonly string[]): { dryRun: boolean } | 'help' {
  let dryRun = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--dry-run') dryRun = true;
    else throw new DeployRefusal(`Unknown argument ${arg}.\n\n${PUBLISH_USAGE}`);
  }
  return { dryRun };
}

/**
 * Builds and deploys Hosting. Refuses (a DeployRefusal, before writing or running anything) when
 * the production configuration cannot make a working site; rejects when the build fails (then
 * nothing is deployed) or the deploy does.
 */
export function publish(
  options: Pick<DeployOptions, 'root' | 'dryRun' | 'run' | 'log'> = {},
): Promise<DeployResult> {
  return deploy({ ...options, only: PUBLISH_ONLY, build: BUILD });
}

async function main() {
  try {
    const args = parsePublishArgs(process.argv.slice(2));
    if (args === 'help') console.log(PUBLISH_USAGE);
    else {
      await publish(args);
      if (!args.dryRun) console.log('Published.');
    }
  } catch (error) {
    console.error(
      error instanceof DeployRefusal
        ? `Not published: ${error.message}`
        : `Publish failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
