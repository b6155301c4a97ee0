// STUB: replaced by the issue that owns this file.
export function AboutUsPage() {
  return <p>AboutUsPage</p>;
}
