/**
 * The example commission's starting parish list (see ./example.ts): made-up parishes in two
 * deaneries, which an owner can start from in Settings → Parishes.
 */
import type { SourcedGroup } from '../../domain/parishes';

const EXAMPLE_PARISHES: readonly SourcedGroup[] = [
  {
    name: 'Ranipur Town',
    kind: 'deanery',
    parishes: [
      { name: 'St. Joseph’s Cathedral, Ranipur', sources: [] },
      { name: 'Holy Family Church, Lake View', sources: [] },
    ],
  },
  {
    name: 'Hill Villages',
    kind: 'deanery',
    parishes: [{ name: 'Our Lady of the Hills, Upper Ranipur', sources: [] }],
  },
];

export default EXAMPLE_PARISHES;
