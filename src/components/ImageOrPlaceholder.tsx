import { useState } from 'react';
import { PLACEHOLDERS } from '../content/images';

interface Props {
  /** The photo's URL; empty when there is none. */
  src: string;
  alt: string;
  /** Which silhouette stands in for a missing (or broken) photo. */
  placeholder?: keyof typeof PLACEHOLDERS;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A photo, or a silhouette placeholder when there is no photo or it fails to load. Either way the
 * image has the given alt text and a fixed size, so nothing shifts when it arrives.
 */
export function ImageOrPlaceholder({
  src,
  alt,
  placeholder = 'member',
  width = 400,
  height = 400,
  className = '',
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = src !== '' && failedSrc !== src;
  return (
    <img
      src={showPhoto ? src : PLACEHOLDERS[placeholder].src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`${className}${showPhoto ? '' : ' is-placeholder'}`}
      onError={showPhoto ? () => setFailedSrc(src) : undefined}
    />
  );
}
