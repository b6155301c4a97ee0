// STUB: replaced by the issue that owns this file.
export function MissionPage() {
  return <p>MissionPage</p>;
}
