// STUB: replaced by the issue that owns this file.
export function VisionPage() {
  return <p>VisionPage</p>;
}
