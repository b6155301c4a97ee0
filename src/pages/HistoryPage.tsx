// STUB: replaced by the issue that owns this file.
export function HistoryPage() {
  return <p>HistoryPage</p>;
}
