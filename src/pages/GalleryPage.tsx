// STUB: replaced by the issue that owns this file.
export function GalleryPage() {
  return <p>GalleryPage</p>;
}
