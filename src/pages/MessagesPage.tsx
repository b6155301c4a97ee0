// STUB: replaced by the public-site issue.
import type { MessageKind } from '../domain/types';
export function MessagesPage({ kind }: { kind: MessageKind }) {
  return <p>{kind}</p>;
}
