import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The short question above each planner field ('Where to?', 'When?', ...). */
export function FieldLabel({ htmlFor, id, children, component = 'label' }: { htmlFor?: string; id?: string; children: ReactNode; component?: 'label' | 'span' | 'legend' }) {
  return (
    <Typography component={component} htmlFor={htmlFor} id={id} variant="subtitle2" sx={{ display: 'block', mb: 0.75, p: 0, color: 'text.primary' }}>
      {children}
    </Typography>
  );
}
