import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface FallbackImageProps {
  /** tried in order; a source that fails to load is skipped. The last one should never fail. */
  sources: readonly (string | null | undefined)[];
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'eager' | 'lazy';
}

/** An image that moves on to the next source when one fails, so nobody sees a broken image. */
export function FallbackImage({ sources, alt, sx, loading = 'lazy' }: FallbackImageProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = sources.filter((source): source is string => !!source && source.trim() !== '');
  const src = candidates.find((source) => !failed.includes(source)) ?? candidates[candidates.length - 1];
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed((current) => (current.includes(src) ? current : [...current, src]))}
      sx={[{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
