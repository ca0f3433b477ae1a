import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Shown when there is no URL yet, or the URL does not load. */
export const PROFILE_PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#E3EBEE"/><circle cx="32" cy="25" r="11" fill="#9DB0B8"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#9DB0B8"/></svg>',
  );

/** The live preview of the Profile Image URL field. */
export function ProfileImagePreview({ url }: { url: string }) {
  const trimmed = url.trim();
  // The URL that failed; typing another one tries again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPlaceholder = trimmed === '' || failedUrl === trimmed;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        component="img"
        src={showPlaceholder ? PROFILE_PLACEHOLDER : trimmed}
        alt={showPlaceholder ? 'No profile image' : 'Profile image preview'}
        data-testid="profile-image-preview"
        onError={() => setFailedUrl(trimmed)}
        sx={{ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover', border: 1, borderColor: 'divider', flexShrink: 0 }}
      />
      <Typography variant="body2" color="text.secondary">
        {failedUrl === trimmed && trimmed !== '' ? 'The image could not be loaded; a placeholder is shown.' : 'Preview'}
      </Typography>
    </Box>
  );
}
