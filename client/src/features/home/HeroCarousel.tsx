import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PauseIcon from '@mui/icons-material/PauseRounded';
import PlayIcon from '@mui/icons-material/PlayArrowRounded';
import { HERO_ROTATION_MS, heroSlides } from './home-content';

/**
 * The hero's background: three pictures that cross-fade every 6 seconds. Rotation pauses
 * while the pointer or focus is in the hero (so nobody reads against a moving background)
 * and can be stopped with the pause button.
 */
export function HeroCarousel({ held }: { held: boolean }) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const running = !stopped && !held;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % heroSlides.length), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <>
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
        {heroSlides.map((slide, i) => (
          <Box
            key={slide.image}
            component="img"
            src={slide.image}
            alt=""
            data-active={i === index}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: i === index ? 1 : 0,
              transform: i === index ? 'scale(1.03)' : 'scale(1)',
              transition: 'opacity 1.2s ease, transform 7s ease-out',
            }}
          />
        ))}
        <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, rgba(6,24,30,0.55) 0%, rgba(6,24,30,0.35) 45%, rgba(6,24,30,0.7) 100%)' }} />
      </Box>
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-label="Background pictures"
        sx={{ position: 'absolute', zIndex: 1, right: { xs: 12, md: 24 }, top: { xs: 12, md: 20 }, display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 999, bgcolor: 'rgba(0,0,0,0.25)' }}
      >
        {heroSlides.map((slide, i) => (
          <Box
            key={slide.image}
            component="button"
            type="button"
            aria-label={`Picture ${i + 1} of ${heroSlides.length}: ${slide.caption}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: 'transparent',
              display: 'grid',
              placeItems: 'center',
              '&::after': { content: '""', width: i === index ? 12 : 8, height: i === index ? 12 : 8, borderRadius: '50%', bgcolor: i === index ? 'common.white' : 'rgba(255,255,255,0.55)', transition: 'all .2s' },
              '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 0 },
            }}
          />
        ))}
        <IconButton size="small" onClick={() => setStopped((value) => !value)} aria-label={stopped ? 'Play background pictures' : 'Pause background pictures'} sx={{ color: 'common.white' }}>
          {stopped ? <PlayIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Box>
    </>
  );
}
