import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';

/** The padded, centred column most public pages sit in. */
export function PageContainer({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: ContainerProps['maxWidth'] }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 7 } }}>
      {children}
    </Container>
  );
}
