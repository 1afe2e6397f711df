/** The landing page's public claims (spec section 1); the page renders them, nothing computes them. */
export const marketingStats = [
  { value: '2,847+', label: 'creators' },
  { value: '50,000+', label: 'content pieces' },
  { value: '4.9', label: 'average rating' },
  { value: '99.9%', label: 'uptime' },
] as const;

export const featureValues = [
  { feature: 'AI Video Studio', monthly: 200 },
  { feature: 'Viral Predictor AI', monthly: 300 },
  { feature: 'Brand Kit Generator', monthly: 380 },
] as const;

export const claimedValue = { monthly: 880, savingsMonthly: 870, savingsPercent: '99.4%' } as const;

export type Competitor = { name: string; price: number; covers: string };

export const competitors: Competitor[] = [
  { name: 'Video production tools', price: 200, covers: 'Promo videos only' },
  { name: 'Social media schedulers', price: 15, covers: 'Social posts only' },
  { name: 'AI copywriting tools', price: 60, covers: 'Text copy only' },
];

export const sitesparkIncludes = [
  'Social posts',
  'Email campaigns',
  'Ad copy',
  'Website copy',
  'Promo videos',
  'Brand kit',
  'Viral predictor',
] as const;

export type Testimonial = { quote: string; name: string; role: string };

export const testimonials: Testimonial[] = [
  {
    quote:
      'I used to spend Sunday nights writing the week’s posts. Now I paste our URL, pick my favourite options and I’m done before my coffee cools.',
    name: 'Maya Thompson',
    role: 'Owner, Bloom Café',
  },
  {
    quote:
      'The promo video it made from three screenshots of our app got more clicks than the one we paid an agency for. I didn’t touch an editor once.',
    name: 'Daniel Ortiz',
    role: 'Founder, TrailMix Apps',
  },
  {
    quote:
      'Email sequences, ad copy and a brand kit for the price of a sandwich. My clients think I hired a marketing assistant.',
    name: 'Priya Nair',
    role: 'Freelance web designer',
  },
];

export type Faq = { question: string; answer: string };

export const faqs: Faq[] = [
  {
    question: 'How much does SiteSpark cost?',
    answer:
      'SiteSpark is $5 per month, or $50 per year if you pay yearly (you save 17%). There are no contracts and no setup fees, and every feature is included in both plans.',
  },
  {
    question: 'Do I need design or marketing experience?',
    answer:
      'No. You give SiteSpark your website address and a few screenshots; it writes the copy, picks your brand colors and builds the video. You can edit anything before you publish it.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Open the user menu, choose Subscription and cancel in one click. You keep access until the end of the period you have paid for, and you can resume before then if you change your mind.',
  },
  {
    question: 'How accurate is the AI?',
    answer:
      'SiteSpark reads your actual pages and screenshots, so the content is about your business rather than generic filler. Like any AI writing, it is a strong first draft: read it over, and regenerate any piece you would like to see another way.',
  },
  {
    question: 'How quickly will I see results?',
    answer:
      'Your marketing kit is ready about a minute after you press Generate, and a promo video takes a little longer. How fast it brings visitors depends on where and how often you publish, but you will have a month of content on day one.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Your password is stored only as a salted hash, your session cookie cannot be read by scripts, and card payments are handled by our payment processor; SiteSpark never stores your card number. Your content and screenshots are private to your account and we never sell your data.',
  },
];
