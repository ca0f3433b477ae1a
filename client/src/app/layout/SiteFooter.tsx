import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { NewsletterSignup } from '../../features/newsletter/NewsletterSignup';
import { placeholderPages, placeholderPath, type PlaceholderSlug } from '../../pages/coming-soon/placeholder-pages';

const socialLinks = [
  { slug: 'facebook', Icon: FacebookIcon },
  { slug: 'instagram', Icon: InstagramIcon },
  { slug: 'x', Icon: XIcon },
  { slug: 'youtube', Icon: YouTubeIcon },
] as const;

const columns: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      ...(['careers', 'press', 'blog'] as const).map(toPlaceholderLink),
    ],
  },
  {
    title: 'Support',
    links: (['help-center', 'privacy-policy', 'terms-of-service', 'contact'] as const).map(toPlaceholderLink),
  },
];

function toPlaceholderLink(slug: PlaceholderSlug) {
  return { label: placeholderPages[slug], to: placeholderPath(slug) };
}

const muted = 'rgba(255,255,255,0.72)';

/**
 * An address that may wrap only before its '@' and its dots (never mid-word), unless one part
 * alone is wider than the column.
 */
function EmailWithBreaks({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The public footer (docs/product/accounts-admin.md, section 2: logo, tagline, social links, Company and Support columns, newsletter,
 * copyright). The Support column ends with the support address when an admin has set one.
 */
export function SiteFooter({ siteName, supportEmail = null }: { siteName: string; supportEmail?: string | null }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#0B1F26', color: 'common.white', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <BrandLink name={siteName} inverted />
            <Typography variant="body2" sx={{ color: muted, mt: 2, maxWidth: 320 }}>
              AI-powered, personalised itineraries for stress-free trips. Tell us where you want to go and we plan every day of it.
            </Typography>
            <Stack direction="row" spacing={1} component="ul" aria-label="Social media" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, mx: 0 }}>
              {socialLinks.map(({ slug, Icon }) => (
                <li key={slug}>
                  <IconButton
                    component={RouterLink}
                    to={placeholderPath(slug)}
                    aria-label={`${siteName} on ${placeholderPages[slug]}`}
                    sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'rgba(255,255,255,0.16)' } }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                </li>
              ))}
            </Stack>
          </Grid>
          {columns.map((column) => (
            // Support is the wider column: its address fits on one line at laptop widths.
            <Grid key={column.title} size={{ xs: 6, md: column.title === 'Support' ? 3 : 2 }} component="nav" aria-label={column.title}>
              <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} variant="body2" sx={{ color: muted, fontWeight: 500, '&:hover': { color: 'common.white' } }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {column.title === 'Support' && supportEmail && (
                  <li>
                    <Link href={`mailto:${supportEmail}`} variant="body2" sx={{ color: muted, fontWeight: 500, overflowWrap: 'anywhere', '&:hover': { color: 'common.white' } }}>
                      <EmailWithBreaks email={supportEmail} />
                    </Link>
                  </li>
                )}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 4 }}>
            <NewsletterSignup />
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 4 }} />
        <Typography variant="body2" sx={{ color: muted }}>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
