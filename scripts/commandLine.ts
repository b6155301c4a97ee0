/**
 * What the command-line tools share in running: a failure with words for the person at the
 * terminal (CommandError), printed with the command's usage, rather than a stack.
 */
/** A failure with a message meant for the person at the terminal. */
export class CommandError extends Error {}

/** An error's message, or what was thrown, in words. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * Runs a command with the process's arguments: --help (or -h) prints `usage`; a CommandError is
 * printed with the usage, and the command exits with 1; any other failure is thrown as it is.
 */
export async function runCommand(usage: string, run: (argv: string[]) => Promise<void>) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  try {
    await run(argv);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(error.message);
    console.error('');
    console.error(usage);
    process.exitCode = 1;
  }
}
