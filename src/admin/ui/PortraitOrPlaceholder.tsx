/** A record's photo, or a neutral silhouette when it has none. */
export function PortraitOrPlaceholder({
  src,
  alt,
  size,
  className = '',
}: {
  src: string;
  alt: string;
  size: number;
  className?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        className={`object-fit-cover ${className}`}
      />
    );
  return (
    <svg
      role="img"
      aria-label={`${alt} (no photo)`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={`bg-light text-secondary ${className}`}
    >
      <circle cx="12" cy="9" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}
