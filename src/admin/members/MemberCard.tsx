import { memberPeriod } from '../../domain/members';
import type { Member } from '../../domain/types';
import type { AdminFlow } from '../flow/useAdminFlow';
import { ChangeLine } from '../ui/ChangeLine';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { PortraitOrPlaceholder } from '../ui/PortraitOrPlaceholder';

/** A member's card: photo, name, role, period, its last change, and Edit and Delete. */
export function MemberCard({ member, flow }: { member: Member; flow: AdminFlow<Member> }) {
  return (
    <li className="col">
      <article className="card h-100 text-center p-3">
        <PortraitOrPlaceholder
          src={member.imageUrl}
          alt={member.name}
          className="rounded-circle mx-auto mb-2"
          size={120}
        />
        <h3 className="h6 mb-1">{member.name}</h3>
        <p className="mb-1">{member.role}</p>
        <p className="small text-muted mb-1">Period: {memberPeriod(member) ?? 'Not set'}</p>
        <ChangeLine record={member} className="small text-muted mb-2" />
        <div className="d-flex justify-content-center gap-2 mt-auto">
          <EditDeleteButtons flow={flow} record={member} name={member.name} />
        </div>
      </article>
    </li>
  );
}
