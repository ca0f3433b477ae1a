import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeRounded';
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteRounded';
import HeadsetIcon from '@mui/icons-material/SupportAgentRounded';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import { features } from '../../content/marketing';
import { SectionHeading } from './SectionHeading';

const ICONS = { ai: AutoAwesomeIcon, edit: EditNoteIcon, budget: SavingsIcon, gems: DiamondIcon, cloud: CloudDoneIcon, support: HeadsetIcon } as const;

/** What the product promises, in six short cards. */
export function FeaturesSection({ product }: { product: string }) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="features-title" sx={{ pt: { xs: 8, md: 12 } }}>
      <SectionHeading id="features-title" title={features.title(product)} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {features.items.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <Box component="li" key={item.title} sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
              <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 3, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.1) }}>
                <Icon />
              </Box>
              <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {item.text}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Container>
  );
}
