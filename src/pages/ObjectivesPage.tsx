// STUB: replaced by the issue that owns this file.
export function ObjectivesPage() {
  return <p>ObjectivesPage</p>;
}
