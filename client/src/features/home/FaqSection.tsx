import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import MailIcon from '@mui/icons-material/MailOutlineRounded';
import { faq } from '../../content/marketing';
import { SectionHeading } from './SectionHeading';

/** Six questions and answers (native disclosure widgets) and 'Contact Support'. */
export function FaqSection({ product, supportEmail }: { product: string; supportEmail: string | null }) {
  return (
    <Container component="section" maxWidth="md" aria-labelledby="faq-title" sx={{ pt: { xs: 8, md: 12 } }}>
      <SectionHeading id="faq-title" title={faq.title} />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {faq.entries(product).map((entry) => (
          <Box
            component="details"
            key={entry.question}
            sx={{
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '& summary': { listStyle: 'none', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2.5, py: 2, fontWeight: 700, borderRadius: 3 },
              '& summary::-webkit-details-marker': { display: 'none' },
              '& summary svg': { transition: 'transform .2s', color: 'primary.main', flexShrink: 0 },
              '&[open] summary svg': { transform: 'rotate(45deg)' },
            }}
          >
            <summary>
              {entry.question}
              <AddIcon aria-hidden />
            </summary>
            <Typography color="text.secondary" sx={{ px: 2.5, pb: 2.5 }}>
              {entry.answer}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4, p: 3, borderRadius: 4, textAlign: 'center', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.06) }}>
        <Typography>{faq.contact}</Typography>
        <Button component="a" href={supportEmail ? `mailto:${supportEmail}` : undefined} disabled={!supportEmail} variant="outlined" startIcon={<MailIcon />} sx={{ mt: 2 }}>
          {faq.contactButton}
        </Button>
      </Box>
    </Container>
  );
}
