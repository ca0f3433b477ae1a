/**
 * A table that becomes a column of cards on a phone: each row a card, each cell a line with its
 * column's name (the cell's `data-label`) before it, so nothing needs sideways scrolling at 390 px.
 * The elements stay a table's, so the rows and cells keep their roles for assistive technology.
 */
import type { Theme } from '@mui/material/styles';

export const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    position: 'relative',
    // The column headers stay for screen readers (they name the cells), out of sight and out of the way.
    '& thead': { position: 'absolute', top: 0, left: 0, width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      alignItems: 'center',
      gap: 1.5,
      border: 0,
      py: 0.75,
      textAlign: 'left',
      whiteSpace: 'normal',
    },
    // The name is shown only: `/ ""` leaves it out of the cell's accessible name (the table's headers still name it).
    '& tbody td[data-label]::before': { content: 'attr(data-label) / ""', fontWeight: 650, color: 'text.secondary', fontSize: '0.8125rem' },
  },
});
