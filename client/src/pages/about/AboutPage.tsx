import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import MailIcon from '@mui/icons-material/MailOutlineRounded';
import PublicIcon from '@mui/icons-material/PublicRounded';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { about } from '../../content/marketing';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import { placeholderPath } from '../coming-soon/placeholder-pages';
import { AboutCoverageQuery } from './about-coverage-query';

/**
 * About Us (docs/product/accounts-admin.md): the story, what we can plan, the team and a way to reach us. The
 * first design's "900+ global locations" was a claim no instance could keep: the figures are the
 * destination guide's, counted by the server, and the AI's reach is stated only when a model
 * is configured.
 */
export default function AboutPage() {
  const { siteName, supportEmail } = useSiteSettings();
  const { data, error } = useQuery(AboutCoverageQuery);
  const coverage = data?.destinationCoverage;
  // The support email from the admin settings; an instance without one gets the contact page placeholder.
  const contact = supportEmail ? { href: `mailto:${supportEmail}` } : { component: RouterLink, to: placeholderPath('contact') };
  return (
    <PageContainer>
      <PageIntro eyebrow={about.eyebrow} title={about.title(siteName)} lead={about.lead(siteName)} />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'stretch' }}>
        <Box component="section" aria-labelledby="story-title">
          <Typography id="story-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            {about.storyTitle}
          </Typography>
          {about.story.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Card
          component="section"
          aria-labelledby="locations-figure"
          sx={(theme) => ({ p: { xs: 3, md: 4 }, color: 'common.white', background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})` })}
        >
          <PublicIcon aria-hidden sx={{ fontSize: 40, color: 'secondary.light' }} />
          <Typography id="locations-figure" component="h2" sx={{ mt: 1, fontSize: '3rem', fontWeight: 800, lineHeight: 1.1 }}>
            {coverage ? coverage.guideDestinations : !error && <Skeleton variant="text" width="2.2em" sx={{ display: 'inline-block', bgcolor: 'rgba(255,255,255,0.2)' }} />}{' '}
            <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 }}>
              {error && !coverage ? about.locations.unavailableTitle : about.locations.label}
            </Box>
          </Typography>
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.88)' }}>
            {coverage ? about.locations.text(coverage.guideCountries) : about.locations.unavailable}
            {coverage?.plansAnywhere && ` ${about.locations.anywhere}`}
          </Typography>
        </Card>
      </Box>

      <Box component="section" aria-labelledby="team-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="team-title" component="h2" variant="h5" sx={{ mb: 2.5 }}>
          {about.teamTitle}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {about.team.map((person) => (
            <Card component="li" key={person.name} sx={{ p: 3 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Box aria-hidden sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: person.color, color: '#fff', fontWeight: 800, flexShrink: 0 }}>
                  {person.initials}
                </Box>
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 750, lineHeight: 1.3 }}>
                    {person.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {person.role}
                  </Typography>
                </Box>
              </Box>
              <Typography sx={{ mt: 2 }}>{person.bio}</Typography>
            </Card>
          ))}
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="contact-title"
        sx={{ mt: { xs: 6, md: 8 }, p: { xs: 3, md: 5 }, borderRadius: 4, textAlign: 'center', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.06) }}
      >
        <Typography id="contact-title" component="h2" variant="h5">
          {about.contactTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {about.contactText}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          <Button {...contact} variant="contained" size="large" startIcon={<MailIcon />}>
            {about.contactButton}
          </Button>
          <Button component={RouterLink} to="/plans" variant="outlined" size="large">
            {about.plansButton}
          </Button>
        </Box>
        {supportEmail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {supportEmail}
          </Typography>
        )}
      </Box>
    </PageContainer>
  );
}
