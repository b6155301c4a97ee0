/**
 * Remembers what a test file creates so it can be removed afterwards, also when a test fails
 * half-way: the same tests run against the official emulators, whose data outlives the run.
 */
export class Cleanup {
  private readonly tasks: (() => Promise<unknown>)[] = [];

  /** Registers a removal; returns the value for chaining (`ids.push(cleanup.add(id, ...))`). */
  add<T>(value: T, remove: (value: T) => Promise<unknown>): T {
    this.tasks.push(() => remove(value));
    return value;
  }

  /** Runs every removal, newest first; failures (already deleted) are ignored. */
  async run(): Promise<void> {
    for (const task of this.tasks.splice(0).reverse()) {
      await task().catch(() => undefined);
    }
  }
}
