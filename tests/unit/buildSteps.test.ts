import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSteps } from '../../publish/build';
import { WITHOUT_CONTENT } from '../../publish/publishPlugin';

const names = (args: string[]) =>
  buildSteps(args).map((step) => [path.basename(step.command), ...step.args]);

describe('npm run build', () => {
  it('type-checks the project, then builds with Vite, passing the other arguments on', () => {
    expect(names(['--mode', 'emulators', '--outDir', 'out'])).toEqual([
      ['tsc', '--noEmit', '-p', 'tsconfig.json'],
      ['vite', 'build', '--mode', 'emulators', '--outDir', 'out'],
    ]);
  });

  it('publishes the content unless --no-content is given, which Vite is not given', () => {
    expect(buildSteps([]).map((step) => step.env)).toEqual([{}, {}]);
    const steps = buildSteps(['--mode', 'emulators', '--no-content']);
    expect(steps.map((step) => step.env)).toEqual([{}, { [WITHOUT_CONTENT]: '1' }]);
    expect(steps[1]?.args).toEqual(['build', '--mode', 'emulators']);
  });
});
