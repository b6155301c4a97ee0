// STUB: replaced by the issue that owns this file.
export function HomePage() {
  return <p>HomePage</p>;
}
