import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DestinationRefusal, PlannerPanel } from '../planner';
import type { GenerateTripInput } from '../../gql/graphql';
import { HeroCarousel } from './HeroCarousel';
import { hero } from './home-content';
import { PLANNER_SECTION_ID } from './scroll-to-planner';

interface HomeHeroProps {
  product: string;
  pending: boolean;
  onGenerate: (input: GenerateTripInput) => void;
  refusal?: DestinationRefusal | null;
  onDismissRefusal?: () => void;
}

/** The top of the home page: rotating pictures, the promise, and the planner card over them. */
export function HomeHero({ product, pending, onGenerate, refusal, onDismissRefusal }: HomeHeroProps) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  return (
    <Box
      component="section"
      id={PLANNER_SECTION_ID}
      aria-labelledby="home-heading"
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      sx={{ position: 'relative', scrollMarginTop: 72 }}
    >
      {/* The minimum height is the first paint's (client/vite/home-shell.ts), so this takes its place without moving. */}
      <Box sx={{ position: 'relative', color: 'common.white', minHeight: { xs: 420, md: 500 }, pt: { xs: 7, md: 11 }, pb: { xs: 16, md: 20 } }}>
        <HeroCarousel held={pointerInside || focusInside} />
        <Container maxWidth="lg" sx={{ position: 'relative' }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.light' }}>
            {hero.overline}
          </Typography>
          <Typography id="home-heading" variant="h1" sx={{ mt: 1, maxWidth: 780, textShadow: '0 2px 24px rgba(0,0,0,0.35)' }}>
            {hero.title(product)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2.5, maxWidth: 640, fontWeight: 500, color: 'rgba(255,255,255,0.9)', lineHeight: 1.6 }}>
            {hero.lead}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ position: 'relative', mt: { xs: -12, md: -14 } }}>
        <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 3.5, md: 4 }, borderRadius: 4, border: 1, borderColor: 'divider', boxShadow: '0 30px 60px -30px rgba(16,36,43,0.45)' }}>
          <PlannerPanel pending={pending} onGenerate={onGenerate} refusal={refusal} onDismissRefusal={onDismissRefusal} />
        </Paper>
      </Container>
    </Box>
  );
}
