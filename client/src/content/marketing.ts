/**
 * The site's marketing words, in one place an operator can edit: the home page's sections below
 * the planner (docs/product/traveller.md, section 1), the About page, the plans and the checkout's order
 * summary (docs/product/accounts-admin.md, section 2). Only the home hero's few lines live apart, in
 * hero-words.ts beside this file: the build writes them into index.html as the first paint, and
 * keeping them out of this module keeps the rest of it off the home page's first load.
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

export const about = {
  eyebrow: 'About Us',
  title: (product: string) => `About ${product}`,
  lead: (product: string) =>
    `${product} turns a destination, a few dates and what you love into a day-by-day plan that works on the ground: real places, sensible routes, meals at the right time.`,
  // The numbers are the guide's own, from the server (destinationCoverage), never written here.
  locations: {
    label: 'destinations in our guide',
    text: (countries: number) => `In ${countries} countries, from capital cities to island hideaways, each with places, meals and stays we have checked, ready to plan in seconds.`,
    anywhere: 'Anywhere else in the world, our AI researches the places and plans your trip.',
    unavailableTitle: 'Our destination guide',
    unavailable: 'From capital cities to island hideaways, each destination in our guide comes with places, meals and stays we have checked.',
  },
  storyTitle: 'Why we built it',
  story: [
    'Planning a trip used to mean a dozen open tabs, a spreadsheet and an evening lost to opening hours. We wanted the fun part back: deciding where to go and what to do there.',
    'So we built a planner that does the tedious part for you. It groups each day by neighbourhood, checks when places are open, leaves time for lunch and dinner, and suggests stays that fit your budget.',
  ],
  teamTitle: 'The team',
  team: [
    {
      name: 'Maya Okafor',
      role: 'Co-founder, product',
      initials: 'MO',
      color: '#0B6E79',
      bio: 'Maya spent eight years guiding walking tours in Lisbon and Lagos before she started sketching the planner she wished her guests had.',
    },
    {
      name: 'Tomás Lindqvist',
      role: 'Co-founder, engineering',
      initials: 'TL',
      color: '#B8432A',
      bio: 'Tomás builds the routing and scheduling engine. He has never missed a train connection, and he would like your itinerary to say the same.',
    },
    {
      name: 'Priya Raman',
      role: 'Destinations and guides',
      initials: 'PR',
      color: '#6D5BD0',
      bio: 'Priya writes and checks our destination guides, from opening hours to the quiet viewpoint the crowds walk past.',
    },
  ],
  contactTitle: 'Get in touch',
  contactText: 'Questions, ideas or a destination you would like us to cover? We read every message.',
  contactButton: 'Email Us',
  plansButton: 'See our plans',
};

/** The three plans (docs/product/accounts-admin.md: plans page; business constants). Prices are display text. */
export const plans = {
  eyebrow: 'Plans',
  title: 'Choose your plan',
  lead: 'Start free. Upgrade when you want unlimited trips and the AI assistant at your side.',
  popular: 'POPULAR',
  basic: {
    name: 'Basic',
    price: '$0',
    period: 'forever',
    features: ['3 trips per month', 'Basic itinerary generation', 'Standard destination information'],
    button: 'Sign Up Free',
  },
  premium: {
    name: 'Premium',
    price: '$4.95',
    period: 'per month',
    features: ['Unlimited trip generation', 'AI-powered trip modifications', 'Detailed local insights', 'Trip wallet organisation', 'Priority support'],
    button: 'Start 5-Day Free Trial',
  },
  annual: {
    name: 'Premium Annual',
    badge: 'Save 20%',
    price: '$47.52',
    period: 'per year',
    features: ['All Premium features', 'Beta access', 'Dedicated support', 'Enhanced offline mode', '2 months free'],
    button: 'Subscribe Annually',
  },
  guarantee: {
    title: '100% satisfaction guarantee',
    text: 'Not happy with Premium? Tell us within 5 days and you get a full refund, no questions asked.',
  },
};

/** The checkout's order summary (docs/product/accounts-admin.md: Premium $4.95/month, a 5-day free trial, $0.00 today). */
export const orderSummary = {
  title: 'Order summary',
  plan: 'Premium',
  price: '$4.95/month',
  trial: '5-day free trial',
  dueTodayLabel: 'Due today',
  dueToday: '$0.00',
  afterTrial: 'Then $4.95/month after the trial',
};
