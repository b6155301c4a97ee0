// STUB: replaced by the issue that owns this file.
export function AdminApp() {
  return <p>AdminApp</p>;
}
