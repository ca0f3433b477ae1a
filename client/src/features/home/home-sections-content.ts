/**
 * The words of the home page's sections below the planner (traveller spec, section 1).
 * Functions take the product (site) name so a renamed instance reads right.
 */
export const beInspired = {
  title: 'Be Inspired',
  lead: 'Trips other travellers planned, ready to explore.',
};

export const popularDestinations = {
  title: 'Popular Destinations',
  lead: 'Where travellers are heading right now.',
  cta: 'Start Planning Now',
};

export const features = {
  title: (product: string) => `Why travellers plan with ${product}`,
  items: [
    { icon: 'ai', title: 'AI recommendations', text: 'Suggestions matched to your interests, pace and party, not a generic top-ten list.' },
    { icon: 'edit', title: 'Customizable itineraries', text: 'Change the dates, budget or interests and get a fresh plan in seconds.' },
    { icon: 'budget', title: 'Budget-friendly planning', text: 'From budget-friendly to luxury: stays and meals that fit what you want to spend.' },
    { icon: 'gems', title: 'Hidden gems', text: 'Local markets, quiet viewpoints and neighbourhood favourites beyond the crowds.' },
    { icon: 'cloud', title: 'Cloud saving', text: 'Save your trips to your free account and open them on any device.' },
    { icon: 'support', title: '24/7 support', text: 'Questions about your plan? Our team is here to help, any time of day.' },
  ],
} as const;

export const reviews = {
  title: 'Loved by travellers',
  rating: '4.9/5',
  ratingValue: 4.9,
  count: '12K+',
  summary: 'from 12K+ reviews',
  verified: 'Verified',
  age: '1 week ago',
  testimonials: [
    {
      rating: 5,
      text: 'Our Kyoto plan was perfect: temples early before the crowds, a tea house I would never have found, and sensible walking between stops.',
      author: 'Sarah M.',
      trip: '5 days in Kyoto',
      initials: 'SM',
      color: '#0B6E79',
    },
    {
      rating: 5,
      text: 'I planned a family week in Costa Rica in ten minutes. The kids loved the wildlife days, and the budget was spot on.',
      author: 'David R.',
      trip: 'Family week in Costa Rica',
      initials: 'DR',
      color: '#B8432A',
    },
    {
      rating: 4,
      text: 'Great balance of famous sights and local food in Lisbon. I tweaked my interests once and the new plan was even better.',
      author: 'Amara K.',
      trip: 'Long weekend in Lisbon',
      initials: 'AK',
      color: '#6D5BD0',
    },
  ],
} as const;

export const faq = {
  title: 'Frequently asked questions',
  contact: 'Still have questions? Our support team is happy to help.',
  contactButton: 'Contact Support',
  entries: (product: string) => [
    {
      question: `How does ${product} plan my trip?`,
      answer: `You tell ${product} where you want to go, when, who is travelling, your budget and what you enjoy. It builds a day-by-day itinerary with sights, meals and routes, and recommends places to stay.`,
    },
    {
      question: 'Do I need an account to plan a trip?',
      answer:
        'No. You can generate a basic plan without an account. A free account lets you save your trips, access them from any device and use advanced customization.',
    },
    {
      question: 'Can I change my itinerary after it is generated?',
      answer: 'Yes. Use Modify Trip on the trip page to adjust your destination, dates, budget or interests and generate a new itinerary.',
    },
    {
      question: 'Do I have to choose exact dates?',
      answer: 'No. Pick exact dates, add a few days of flexibility, or simply choose a weekend, a week or a month in the season you prefer.',
    },
    {
      question: 'How are places to stay chosen?',
      answer: 'Recommendations follow your budget level and the areas your days are spent in, so evenings end close to where you sleep.',
    },
    {
      question: 'Can I share or print my plan?',
      answer: 'Yes. Every trip page has Share and Print buttons, and you can add the itinerary to your calendar when your trip has dates.',
    },
  ],
};

export const planNow = {
  title: 'Your next adventure starts here',
  lead: 'It takes less than a minute to get a full day-by-day plan.',
  button: (product: string) => `Plan Your ${product} Now`,
};
