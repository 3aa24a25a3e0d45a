import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'அறிவிப்புகள்',
  lead: 'Nard Foundation செய்திகள்: திறந்திருக்கும் நேரம், நிகழ்வுகள், புதிய திட்டங்கள்.',
  loading: 'அறிவிப்புகள் ஏற்றப்படுகின்றன…',
  empty: 'இப்போது அறிவிப்புகள் எதுவும் இல்லை. சிறிது நேரம் கழித்து மீண்டும் பாருங்கள்.',
  problem: 'அறிவிப்புகளை ஏற்ற முடியவில்லை. {problem}',
  tryAgain: 'மீண்டும் முயலுங்கள்',
  caption: 'அறிவிப்புகள், புதியவை முதலில்',
  columnNumber: 'எண்',
  columnDate: 'தேதி',
  columnTitle: 'தலைப்பு',
  columnDetails: 'விவரங்கள்',
  showDetails: '<hidden>“{title}”: விவரங்களைக் </hidden>காட்டு',
  hideDetails: '<hidden>“{title}”: விவரங்களை </hidden>மறை',
} satisfies Translation<typeof en>;
