// What home-based business owners tell us about the NardHomeBiz app: who, where (town names stay as
// Singapore signs them) and their words, a key of the homebiz book.
export const TESTIMONIALS = [
  {
    id: 'aisha',
    reviewBy: 'Aisha',
    location: 'Tampines',
    details: 'testimonialAisha',
  },
  {
    id: 'kumar',
    reviewBy: 'Kumar',
    location: 'Jurong West',
    details: 'testimonialKumar',
  },
  {
    id: 'mei-ling',
    reviewBy: 'Mei Ling',
    location: 'Ang Mo Kio',
    details: 'testimonialMeiLing',
  },
  {
    id: 'farid',
    reviewBy: 'Farid',
    location: 'Woodlands',
    details: 'testimonialFarid',
  },
] as const;
