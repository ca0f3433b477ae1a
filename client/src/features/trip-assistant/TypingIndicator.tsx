import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

/** Three dots while the assistant writes; screen readers hear it once through the status role. */
export function TypingIndicator() {
  return (
    <Box role="status" aria-label="The Trip Assistant is typing" sx={{ display: 'inline-flex', gap: 0.5, px: 2, py: 1.5, borderRadius: 3, bgcolor: 'background.default', alignSelf: 'flex-start' }}>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
