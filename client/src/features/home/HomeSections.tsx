/**
 * Everything on the home page below the planner, in one chunk that loads after the first
 * paint (the planner is what a visitor needs first).
 */
import type { ComponentProps } from 'react';
import { FaqSection } from './FaqSection';
import { FeaturedTrips } from './FeaturedTrips';
import { FeaturesSection } from './FeaturesSection';
import { PlanNowSection } from './PlanNowSection';
import { PopularDestinations } from './PopularDestinations';
import { TestimonialsSection } from './TestimonialsSection';

interface HomeSectionsProps {
  product: string;
  supportEmail: string | null;
  featured: ComponentProps<typeof FeaturedTrips>;
  popular: ComponentProps<typeof PopularDestinations>;
}

export default function HomeSections({ product, supportEmail, featured, popular }: HomeSectionsProps) {
  return (
    <>
      <FeaturedTrips {...featured} />
      <PopularDestinations {...popular} />
      <FeaturesSection product={product} />
      <TestimonialsSection />
      <FaqSection product={product} supportEmail={supportEmail} />
      <PlanNowSection product={product} />
    </>
  );
}
