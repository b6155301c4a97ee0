// STUB: replaced by the issue that owns this file.
export function ContactPage() {
  return <p>ContactPage</p>;
}
