import type { AdminFlow } from '../flow/useAdminFlow';
import { AddFormToggle } from './AddFormToggle';

/** A screen's heading ('Manage Members') with the button that opens its add form. */
export function ScreenHeading({
  title,
  flow,
  addLabel,
}: {
  title: string;
  flow: Pick<AdminFlow<unknown>, 'form' | 'toggleAdd'>;
  addLabel: string;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h2 className="h4 mb-0">{title}</h2>
      <AddFormToggle flow={flow} label={addLabel} />
    </div>
  );
}
