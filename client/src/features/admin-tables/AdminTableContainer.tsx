import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table's frame. Wide tables scroll sideways inside it, so the page itself never does (390 px
 * phones). The region is labelled and focusable so keyboard users can scroll it too.
 */
export function AdminTableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      {children}
    </TableContainer>
  );
}
