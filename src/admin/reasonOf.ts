/** The reason of a failure as a person can read it: an error's message, or what was thrown. */
export const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
