// STUB: replaced by the issue that owns this file.
export function Spinner() {
  return <p>Spinner</p>;
}
