export interface IconImageProps {
  src: string | null;
  alt: string;
  size?: number;
}

/** An installation's icon, or an empty square of the same size when there is none. */
export function IconImage({ src, alt, size = 32 }: IconImageProps) {
  const box = { width: size, height: size, flex: 'none' } as const;
  if (!src) return <span aria-hidden style={{ ...box, display: 'inline-block' }} />;
  return <img src={src} alt={alt} style={{ ...box, objectFit: 'contain' }} />;
}
