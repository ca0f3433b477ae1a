import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/StarRounded';
import VerifiedIcon from '@mui/icons-material/VerifiedRounded';
import { reviews } from '../../content/marketing';
import { SectionHeading } from './SectionHeading';

function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  return (
    <Box role="img" aria-label={`${rating} out of 5 stars`} sx={{ display: 'inline-flex' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} sx={{ fontSize: size, color: n <= Math.round(rating) ? '#F2A93B' : 'divider' }} aria-hidden />
      ))}
    </Box>
  );
}

/** The overall rating and three traveller testimonials. */
export function TestimonialsSection() {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="reviews-title" sx={{ pt: { xs: 8, md: 12 } }}>
      <SectionHeading id="reviews-title" title={reviews.title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 4 }}>
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1 }}>
          {reviews.rating}
        </Typography>
        <Box>
          <Stars rating={reviews.ratingValue} size={24} />
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {reviews.summary}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {reviews.testimonials.map((t) => (
          <Box component="li" key={t.author} sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
            <Stars rating={t.rating} />
            <Typography component="blockquote" sx={{ m: 0, mt: 1.5, flex: 1 }}>
              “{t.text}”
            </Typography>
            <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box role="img" aria-label={`${t.author}'s avatar`} sx={{ width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: t.color, color: '#fff', fontWeight: 800, flexShrink: 0 }}>
                <span aria-hidden>{t.initials}</span>
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="p" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                  {t.author}
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.main', fontSize: 12, fontWeight: 700 }}>
                    <VerifiedIcon sx={{ fontSize: 15 }} aria-hidden />
                    {reviews.verified}
                  </Box>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t.trip} · {reviews.age}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
