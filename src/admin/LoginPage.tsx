// STUB: replaced by the issue that owns this file.
export function LoginPage() {
  return <p>LoginPage</p>;
}
