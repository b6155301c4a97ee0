// STUB: replaced by the issue that owns this file.
export function ChairmanPage() {
  return <p>ChairmanPage</p>;
}
