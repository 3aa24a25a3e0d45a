// What home-based business owners tell us about the NardHomeBiz app.
export const TESTIMONIALS = [
  {
    id: 'aisha',
    reviewBy: 'Aisha',
    location: 'Tampines',
    details: 'I bake cakes at home. Now I see every order in one place, and I never forget a birthday cake.',
  },
  {
    id: 'kumar',
    reviewBy: 'Kumar',
    location: 'Jurong West',
    details: 'My customers message me all day. The app keeps their names and orders tidy for me.',
  },
  {
    id: 'mei-ling',
    reviewBy: 'Mei Ling',
    location: 'Ang Mo Kio',
    details: 'I sew and sell masks and bags. The app shows me what sells best each month.',
  },
  {
    id: 'farid',
    reviewBy: 'Farid',
    location: 'Woodlands',
    details:
      'After my training I started a small catering business. The app helped me plan my first big event.',
  },
] as const;
